import type { PuzzleCard, PuzzleCardsResponse } from '@citygames/contracts/polish120/puzzles.schema';
import { api } from '../../../api/client';

export const puzzleCardsApi = {
  puzzleCards: (): Promise<PuzzleCard[]> => api.get<PuzzleCardsResponse>('/puzzles').then((body) => body.puzzles),
};
