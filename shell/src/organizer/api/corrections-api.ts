import type { CorrectionResponse, TeamBansResponse } from '@citygames/contracts/organizer/corrections.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import type { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { callJson } from './organizer-client';

/** The organiser's audited corrections of one team's standing, under `/api/<game>/organizer/corrections` (fanhua: points only). */
export function correctionsApi(game: RosterGameId) {
  const base = `/api/${game}/organizer`;
  return {
    points: (teamId: string, points: number, reason: string) => callJson<CorrectionResponse>('POST', `${base}/corrections/points`, { teamId, points, reason }),
    task: (teamId: string, taskId: string, solved: boolean, reason: string) =>
      callJson<CorrectionResponse>('POST', `${base}/corrections/task`, { teamId, taskId, solved, reason }),
    /** The team's bans running now, of every kind (a task's; polish120's X-area stages; pilotsh's area codes). */
    bans: (teamId: string) => callJson<TeamBansResponse>('GET', `${base}/corrections/bans?teamId=${encodeURIComponent(teamId)}`),
    liftBan: (teamId: string, banKey: string, reason: string) =>
      callJson<CorrectionResponse>('POST', `${base}/corrections/lift-ban`, { teamId, banKey, reason }),
    /** The tasks and every team's state in them (pilotsh, polish120): what a task correction chooses from. */
    taskGrid: () => callJson<TaskGridResponse>('GET', `${base}/task-grid`),
  };
}
