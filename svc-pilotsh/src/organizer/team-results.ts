import type { UnrankedResult } from '@citygames/service-kit/ranked-results';
import { readTeamBoard } from './team-board.js';

/** pilotsh's standings: the score is the tasks solved; the progress is where the team stands. */
export async function readPilotshResults(now: Date): Promise<UnrankedResult[]> {
  const board = await readTeamBoard(now);
  return board.map((row) => ({
    team: row.name,
    leader: row.leader,
    members: row.members,
    score: row.tasksSolved,
    lastScoredAt: row.lastSolvedAt,
    startedAt: row.createdAt,
    progress: `当前区域 ${row.currentArea}，到过 ${row.areasVisited} 个区域`,
  }));
}
