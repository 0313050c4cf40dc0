import type { GameId } from './game-id';
import { isPreviewMode } from './preview/preview-mode';
import { PREVIEW_STORAGE_PREFIX, prefixedStorage } from './preview/prefixed-storage';

/** Each game keeps its own token, so one origin never sends a game another game's token. */
export type { GameId } from './game-id';

export type FanhuaRole = 'admin' | 'user';

export interface FanhuaUser {
  id: string;
  role: FanhuaRole;
  name?: string;
}

const tokenKey = (game: GameId) => `${game}.token`;
const FANHUA_USER_KEY = 'fanhua.user';
const FANHUA_ROLE_KEY = 'fanhua.role';

/** The page's own localStorage, or undefined where it is blocked. */
export function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
}

/** The keys the preview frame uses, seen without their `preview:` prefix (the console writes its session there). */
export function previewStorage(): Storage | undefined {
  const page = pageStorage();
  return page && prefixedStorage(page, PREVIEW_STORAGE_PREFIX);
}

/**
 * Where every store of web-kit (and of the remotes) keeps its keys: the page's localStorage, or in preview
 * mode only its `preview:` keys, so a preview never touches the organiser's own tokens, keys and queues.
 */
export function browserStorage(): Storage | undefined {
  return isPreviewMode() ? previewStorage() : pageStorage();
}

export function getToken(game: GameId): string | null {
  return browserStorage()?.getItem(tokenKey(game)) ?? null;
}

export function setToken(game: GameId, token: string, store = browserStorage()): void {
  store?.setItem(tokenKey(game), token);
}

/** Logs the player out of one game (fanhua also forgets the stored user and role). */
export function clearToken(game: GameId): void {
  const store = browserStorage();
  store?.removeItem(tokenKey(game));
  if (game === 'fanhua') {
    store?.removeItem(FANHUA_USER_KEY);
    store?.removeItem(FANHUA_ROLE_KEY);
  }
}

export function setFanhuaSession(session: { token: string; user: FanhuaUser }, store = browserStorage()): void {
  setToken('fanhua', session.token, store);
  store?.setItem(FANHUA_USER_KEY, JSON.stringify(session.user));
  store?.setItem(FANHUA_ROLE_KEY, session.user.role === 'admin' ? 'admin' : 'user');
}

export function getFanhuaUser(): FanhuaUser | null {
  const raw = browserStorage()?.getItem(FANHUA_USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<FanhuaUser>;
    if (typeof parsed.id !== 'string') return null;
    return { id: parsed.id, role: parsed.role === 'admin' ? 'admin' : 'user', ...(parsed.name ? { name: parsed.name } : {}) };
  } catch {
    return null;
  }
}

/** The stored role; `user` unless the login answer said admin. */
export function getFanhuaRole(): FanhuaRole {
  return browserStorage()?.getItem(FANHUA_ROLE_KEY) === 'admin' ? 'admin' : 'user';
}
