import type { ScratchDrawResponse } from '@citygames/contracts/polish120/scratch.schema';
import { api } from '../../../api/client';

export const scratchApi = {
  drawScratch: (): Promise<string> => api.post<ScratchDrawResponse>('/scratch/draw', {}).then((body) => body.value),
};
