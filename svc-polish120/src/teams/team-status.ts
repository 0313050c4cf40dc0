import type { TeamStatus } from '@citygames/contracts/polish120/team-status.schema';
import { beenTo } from '../areas/area-visits.js';
import type { EventPack } from '../content/pack-schema.js';
import type { TeamState } from './team-state.repository.js';

/** The team's status object: its stage keys never leave the service. */
export async function teamStatusOf(pack: EventPack, state: TeamState): Promise<TeamStatus> {
  return {
    x_stage: state.xStage,
    start: state.started,
    start_answered: state.startAnswered,
    been_to: await beenTo(pack, state),
    ...state.flags,
  };
}
