import type { UnrankedResult } from '@citygames/service-kit/organizer/console/ranked-results';
import { laterScoredAt, scoreCorrectionTotals } from '@citygames/service-kit/organizer/corrections/score-corrections';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { listRosterTeams } from '../teams/team.repository.js';
import { listTeamStateDocuments } from '../teams/team-state.repository.js';
import { readPolish120TaskGrid } from './task-grid.js';

/**
 * polish120's standings: the score is the tasks solved plus the organiser's corrections; the progress is the X-area stage.
 * The start is the stuck board's (task-grid.ts): setting off or the first answer, or the game's scheduled opening once it has passed.
 */
export async function readPolish120Results(now: Date): Promise<UnrankedResult[]> {
  const [teams, states, solves, corrections, grid] = await Promise.all([
    listRosterTeams(),
    listTeamStateDocuments(),
    TaskSolve.find({}, { teamId: 1, solvedAt: 1 }).lean(),
    scoreCorrectionTotals(),
    readPolish120TaskGrid(now),
  ]);
  const startOf = new Map(grid.teams.map((team) => [team.id, team.startedAt]));
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
      startedAt: startOf.get(team.id) ?? null,
      progress: state?.started ? `X 区域第 ${state.xStage} 阶段` : '未出发',
    };
  });
}
