import type { FanhuaBoard, PilotshBoardResponse, Polish120BoardResponse } from '@citygames/contracts/organizer/board.schema';
import { ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson, download } from './organizer-client';

export const fetchPilotshBoard = () => callJson<PilotshBoardResponse>('GET', '/api/pilotsh/organizer/board');
export const fetchPolish120Board = () => callJson<Polish120BoardResponse>('GET', '/api/polish120/organizer/board');
export const fetchFanhuaBoard = () => callJson<FanhuaBoard>('GET', '/api/fanhua/organizer/board');

/** A game's results as the CSV file the browser saves, named after the game. */
export function downloadResults(game: OrganizerGameId): Promise<void> {
  const title = ORGANIZER_GAMES.find((entry) => entry.id === game)?.title ?? game;
  return download(`/api/${game}/organizer/results.csv`, `${title}成绩.csv`);
}
