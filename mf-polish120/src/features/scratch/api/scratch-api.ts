import type { ScratchDrawResponse, ScratchStatusResponse } from '@citygames/contracts/polish120/scratch.schema';
import { api } from '../../../api/client';

export const scratchApi = {
  teamScratch: (): Promise<ScratchStatusResponse> => api.get<ScratchStatusResponse>('/scratch'),
  drawCard: (): Promise<ScratchDrawResponse> => api.post<ScratchDrawResponse>('/scratch/draw', {}),
};
