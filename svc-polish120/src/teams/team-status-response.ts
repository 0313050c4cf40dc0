import { beenTo } from '../areas/area-visits.js';
import type { EventPack } from '../content/pack-schema.js';
import type { TeamState } from './team-state.js';

/** The spec's status object: x_stage, start, been_to and the station flags x1–x4 (no stage keys). */
export interface TeamStatusBody {
  x_stage: number;
  start: boolean;
  start_answered: boolean;
  been_to: number[];
  x1: boolean;
  x2: boolean;
  x3: boolean;
  x4: boolean;
}

export async function teamStatusBody(pack: EventPack, state: TeamState): Promise<TeamStatusBody> {
  return {
    x_stage: state.xStage,
    start: state.started,
    start_answered: state.startAnswered,
    been_to: await beenTo(pack, state),
    ...state.flags,
  };
}
