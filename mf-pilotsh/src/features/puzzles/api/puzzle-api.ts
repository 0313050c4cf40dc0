import type { PuzzleListResponse, PuzzleResponse } from '@citygames/contracts/pilotsh/puzzle.schema';
import { api } from '../../../api/client';

export const fetchPuzzleCards = () => api.get<PuzzleListResponse>('/tasks/get_pz_all');
export const fetchPuzzle = (puzzleUrl: string) => api.get<PuzzleResponse>(`/pz/${encodeURIComponent(puzzleUrl)}`);
