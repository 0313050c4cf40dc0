import type { Polish120BoardRow } from '@citygames/contracts/organizer/board.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { TeamTaskState } from '@citygames/task-engine/data-access/team-task-state-model';
import { listRosterTeams } from '../teams/team.repository.js';
import { listTeamStateDocuments } from '../teams/team-state.repository.js';

/** Per team: started or not, X-area stage, tasks solved, bans running now and the last thing it did. */
export async function readPolish120Board(now: Date): Promise<Polish120BoardRow[]> {
  const [teams, states, solves, bans] = await Promise.all([
    listRosterTeams(),
    listTeamStateDocuments(),
    TaskSolve.find({}, { teamId: 1, solvedAt: 1 }).lean(),
    TeamTaskState.find({ banUntil: { $gt: now } }, { teamId: 1 }).lean(),
  ]);
  return teams.map((team) => {
    const state = states.find((entry) => entry.teamId === team.id);
    const own = solves.filter((solve) => solve.teamId === team.id);
    const moments = [...own.map((solve) => solve.solvedAt), state?.startAnsweredAt, state?.startedAt, state?.xStageChangedAt].filter(
      (date): date is Date => date instanceof Date,
    );
    return {
      id: team.id,
      name: team.name,
      leader: team.members.find((member) => member.leader)?.name ?? null,
      members: team.members.filter((member) => !member.leader).map((member) => member.name),
      started: state?.started ?? false,
      xStage: state?.xStage ?? 0,
      tasksSolved: own.length,
      activeBans: bans.filter((ban) => ban.teamId === team.id).length,
      lastActivityAt: moments.length > 0 ? new Date(Math.max(...moments.map((date) => date.getTime()))).toISOString() : null,
    };
  });
}
