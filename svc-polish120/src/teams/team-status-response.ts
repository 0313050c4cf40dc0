import type { Polish120TeamStatus } from '@citygames/contracts/polish120-team-status';
import { beenTo } from '../areas/area-visits.js';
import type { EventPack } from '../content/pack-schema.js';
import type { TeamState } from './team-state.js';

/** The spec's status object (no stage keys). */
export type TeamStatusBody = Polish120TeamStatus;

export async function teamStatusBody(pack: EventPack, state: TeamState): Promise<TeamStatusBody> {
  return {
    x_stage: state.xStage,
    start: state.started,
    start_answered: state.startAnswered,
    been_to: await beenTo(pack, state),
    ...state.flags,
  };
}
