import type { FanhuaBoard, PilotshBoardResponse, Polish120BoardResponse } from '@citygames/contracts/organizer/board.schema';
import type { FanhuaStuckBoardResponse } from '@citygames/contracts/organizer/fanhua-stuck.schema';
import type { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import type { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { GAME_TITLES, ORGANIZER_GAMES, type OrganizerGameId, type RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson, download } from './organizer-client';

export const fetchPilotshBoard = () => callJson<PilotshBoardResponse>('GET', '/api/pilotsh/organizer/board');
export const fetchPolish120Board = () => callJson<Polish120BoardResponse>('GET', '/api/polish120/organizer/board');
export const fetchFanhuaBoard = () => callJson<FanhuaBoard>('GET', '/api/fanhua/organizer/board');
export const fetchFanhuaStuckBoard = () => callJson<FanhuaStuckBoardResponse>('GET', '/api/fanhua/organizer/stuck-board');
export const fetchTaskGrid = (game: RosterGameId) => callJson<TaskGridResponse>('GET', `/api/${game}/organizer/task-grid`);
export const fetchRankedResults = (game: OrganizerGameId) => callJson<RankedResultsResponse>('GET', `/api/${game}/organizer/results`);

/** A game's results as the CSV file the browser saves, named after the game. */
export function downloadResults(game: OrganizerGameId): Promise<void> {
  const title = ORGANIZER_GAMES.find((entry) => entry.id === game)?.title ?? game;
  return download(`/api/${game}/organizer/results.csv`, `${title}成绩.csv`);
}

/** Every judged answer of every team of a game, as the CSV the browser saves. */
export function downloadAnswers(game: OrganizerGameId): Promise<void> {
  return download(`/api/${game}/organizer/answers.csv`, `${GAME_TITLES[game]}答题记录.csv`);
}

/** Every team action of fanhua that changed the standings or was judged, as the CSV the browser saves. */
export function downloadFanhuaTeamActions(): Promise<void> {
  return download('/api/fanhua/organizer/team-actions.csv', `${GAME_TITLES.fanhua}行动记录.csv`);
}
