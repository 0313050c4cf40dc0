import type { UnrankedResult } from '@citygames/service-kit/organizer/console/ranked-results';
import { laterScoredAt, scoreCorrectionTotals } from '@citygames/service-kit/organizer/corrections/score-corrections';
import { readPilotshTaskGrid } from './task-grid.js';
import { readTeamBoard } from './team-board.js';

/**
 * pilotsh's standings: the score is the tasks solved plus the organiser's corrections; the progress is where the team stands.
 * The start is the stuck board's (task-grid.ts): the team's first action, or the game's scheduled opening once it has passed.
 */
export async function readPilotshResults(now: Date): Promise<UnrankedResult[]> {
  const [board, grid, corrections] = await Promise.all([readTeamBoard(now), readPilotshTaskGrid(now), scoreCorrectionTotals()]);
  const startOf = new Map(grid.teams.map((team) => [team.id, team.startedAt]));
  return board.map((row) => ({
    team: row.name,
    leader: row.leader,
    members: row.members,
    score: row.tasksSolved + (corrections.get(row.id)?.points ?? 0),
    lastScoredAt: laterScoredAt(row.lastSolvedAt, corrections.get(row.id)?.lastAt),
    startedAt: startOf.get(row.id) ?? null,
    progress: `当前区域 ${row.currentArea}，到过 ${row.areasVisited} 个区域`,
  }));
}
