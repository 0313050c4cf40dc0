import type { TeamStatus } from '@citygames/contracts/polish120/team-status.schema';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import { beenToFrom, readReachingProgress } from '../areas/area-visits.js';
import type { EventPack } from '../content/pack-schema.js';
import type { TeamState } from './team-state.repository.js';

/** The team's status object: its stage keys never leave the service. */
export async function teamStatusOf(pack: EventPack, state: TeamState): Promise<TeamStatus> {
  return teamStatusFrom(pack, state, await readReachingProgress(pack, state.teamId));
}

/** As teamStatusOf, from the progress of the area-reaching tasks the caller already read. */
export function teamStatusFrom(pack: EventPack, state: TeamState, reachingProgress: readonly TaskProgressEntry[]): TeamStatus {
  return {
    x_stage: state.xStage,
    start: state.started,
    start_answered: state.startAnswered,
    been_to: beenToFrom(pack, state, reachingProgress),
    ...state.flags,
  };
}
