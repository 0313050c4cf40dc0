import type { GameId } from './token-store';

/**
 * Which games answered GAME_OFFLINE (closed by the organiser, or left out of the gateway; a service that is
 * down or busy answers SERVICE_BUSY instead and marks nothing). Kept apart from "backend unavailable": the backend did answer, the game is just not open.
 * Like backend-status, the state lives on `globalThis` and changes travel as a window event, since the
 * shell and every remote bundle their own copy of this module.
 */
const STATE_KEY = '__citygamesOfflineGames';
const EVENT_NAME = 'citygames:game-offline';

/** An offline game, and when its timetable opens it (ISO) if the server said so. */
interface OfflineGame {
  opensAt: string | null;
}

type GlobalWithOffline = typeof globalThis & { [STATE_KEY]?: Partial<Record<GameId, OfflineGame>> };

function offlineGames(): Partial<Record<GameId, OfflineGame>> {
  const status = globalThis as GlobalWithOffline;
  status[STATE_KEY] ??= {};
  return status[STATE_KEY];
}

export function isGameOffline(game: GameId): boolean {
  return offlineGames()[game] !== undefined;
}

/** When the offline game opens by its timetable (ISO), or null: not offline, or no opening ahead that the server told. */
export function gameOpeningTime(game: GameId): string | null {
  return offlineGames()[game]?.opensAt ?? null;
}

function announce(game: GameId): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENT_NAME, { detail: { game } }));
}

export function markGameOffline(game: GameId, opensAt: string | null = null): void {
  if (isGameOffline(game) && gameOpeningTime(game) === opensAt) return;
  offlineGames()[game] = { opensAt };
  announce(game);
}

export function markGameOnline(game: GameId): void {
  if (!isGameOffline(game)) return;
  delete offlineGames()[game];
  announce(game);
}

export function subscribeGameOffline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(EVENT_NAME, listener);
  return () => window.removeEventListener(EVENT_NAME, listener);
}
