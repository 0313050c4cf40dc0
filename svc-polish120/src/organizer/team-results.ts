import type { UnrankedResult } from '@citygames/service-kit/organizer/console/ranked-results';
import { laterScoredAt, scoreCorrectionTotals } from '@citygames/service-kit/organizer/corrections/score-corrections';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { listRosterTeams } from '../teams/team.repository.js';
import { listTeamStateDocuments } from '../teams/team-state.repository.js';

/** polish120's standings: the score is the tasks solved plus the organiser's corrections; the progress is the X-area stage. */
export async function readPolish120Results(): Promise<UnrankedResult[]> {
  const [teams, states, solves, corrections] = await Promise.all([
    listRosterTeams(),
    listTeamStateDocuments(),
    TaskSolve.find({}, { teamId: 1, solvedAt: 1 }).lean(),
    scoreCorrectionTotals(),
  ]);
  return teams.map((team) => {
    const state = states.find((entry) => entry.teamId === team.id);
    const own = solves.filter((solve) => solve.teamId === team.id);
    const last = own.length > 0 ? new Date(Math.max(...own.map((solve) => solve.solvedAt.getTime()))).toISOString() : null;
    return {
      team: team.name,
      leader: team.members.find((member) => member.leader)?.name ?? null,
      members: team.members.filter((member) => !member.leader).map((member) => member.name),
      score: own.length + (corrections.get(team.id)?.points ?? 0),
      lastScoredAt: laterScoredAt(last, corrections.get(team.id)?.lastAt),
      startedAt: state?.startedAt?.toISOString() ?? null,
      progress: state?.started ? `X 区域第 ${state.xStage} 阶段` : '未出发',
    };
  });
}
