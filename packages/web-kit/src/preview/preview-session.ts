import { previewStorage, setFanhuaSession, setToken, type GameId } from '../token-store';

export interface PreviewSession {
  token: string;
  /** The preview player the token names (`POST /api/organizer/preview-token` answers it as `player`). */
  user: { id: string; name: string };
}

/**
 * Called by the console before it loads the preview frame: forgets everything the frame kept of an earlier
 * preview of this game (a reset emptied the preview database, so its lists, queues and selections are stale)
 * and keeps the new session where the frame reads it (the `preview:` keys).
 */
export function storePreviewSession(game: GameId, session: PreviewSession): void {
  const store = previewStorage();
  if (!store) return;
  const stale: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(`${game}.`)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
  if (game === 'fanhua') setFanhuaSession({ token: session.token, user: { id: session.user.id, role: 'user', name: session.user.name } }, store);
  else setToken(game, session.token, store);
}
