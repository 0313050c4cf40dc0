import type { PuzzlePageResponse } from '@citygames/contracts/polish120/puzzles.schema';
import { api } from '../../../api/client';

export const puzzlePageApi = {
  puzzlePage: (path: string) => api.get<PuzzlePageResponse>(`/puzzle-pages/${encodeURIComponent(path)}`),
};
