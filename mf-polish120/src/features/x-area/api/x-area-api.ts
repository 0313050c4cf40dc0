import type { StageChangeResponse, TeamStatusCommand } from '@citygames/contracts/polish120/team-status.schema';
import type { XAreaResponse } from '@citygames/contracts/polish120/x-area.schema';
import type { StationKey } from '@citygames/contracts/polish120/x-area.rules';
import { api } from '../../../api/client';

export const xAreaApi = {
  xArea: () => api.get<XAreaResponse>('/x-area'),
  setXStage: (stage: number, key: string) =>
    api.post<StageChangeResponse>('/team/status', { type: 'set_x_stage', args: { x_stage: stage, x_stage_key: key } } satisfies TeamStatusCommand),
  answerStation: (station: StationKey, answer: string) =>
    api.post<StageChangeResponse>('/team/status', { type: 'add', args: { [station]: true, answer } } satisfies TeamStatusCommand),
};
