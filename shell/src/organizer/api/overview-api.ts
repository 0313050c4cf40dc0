import type { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import type { GameOpenResponse, GameStatesResponse, PlayerCountsResponse } from '@citygames/contracts/organizer/game-state.schema';
import type { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson } from './organizer-client';

/** How many actions the overview lists. */
export const ACTIONS_SHOWN = 20;

export const fetchGameStates = () => callJson<GameStatesResponse>('GET', '/api/organizer/games/state');
export const fetchPlayerCounts = () => callJson<PlayerCountsResponse>('GET', '/api/organizer/players/counts');
export const fetchPlatformActions = () => callJson<OrganizerActionsResponse>('GET', `/api/organizer/actions?limit=${ACTIONS_SHOWN}`);
export const fetchGameSummary = (game: OrganizerGameId) => callJson<GameSummary>('GET', `/api/${game}/organizer/summary`);
export const fetchGameActions = (game: OrganizerGameId) => callJson<OrganizerActionsResponse>('GET', `/api/${game}/organizer/actions?limit=${ACTIONS_SHOWN}`);

export function setGameOpen(game: OrganizerGameId, open: boolean): Promise<GameOpenResponse> {
  return callJson<GameOpenResponse>('PUT', `/api/organizer/games/${game}/state`, { open });
}
