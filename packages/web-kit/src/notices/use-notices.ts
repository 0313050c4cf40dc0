import { useCallback, useEffect, useState } from 'react';
import type { NoticesResponse, NoticeView } from '@citygames/contracts/organizer/messages.schema';
import { previewApiPath } from '../preview/preview-mode';
import { getToken, type GameId } from '../token-store';
import { pollWhileVisible } from './poll-while-visible';

/** How often a game screen asks for the organiser's messages while the page is visible (seconds to see one). */
export const NOTICE_POLL_MS = 5000;
const ASK_TIMEOUT_MS = 4000;

/**
 * A quiet poll: a failure (no network, the game closed, a token that expired) changes nothing on screen,
 * because the game's own calls and the open/closed poll already say so. The browser revalidates with the
 * answer's ETag, so an unchanged list travels as an empty 304.
 */
async function readNotices(game: GameId, fetchImpl: typeof fetch): Promise<NoticeView[] | null> {
  const token = getToken(game);
  if (!token) return null;
  try {
    const response = await fetchImpl(previewApiPath(`/api/${game}/notices`), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-cache',
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return ((await response.json()) as NoticesResponse).notices;
  } catch {
    return null;
  }
}

async function sendRead(game: GameId, id: string, fetchImpl: typeof fetch): Promise<void> {
  const token = getToken(game);
  if (!token) return;
  try {
    await fetchImpl(previewApiPath(`/api/${game}/notices/${encodeURIComponent(id)}/read`), {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
  } catch {
    // Unread on the server: it shows again after a reload, which is what "until read" promises.
  }
}

export interface NoticesState {
  notices: NoticeView[];
  markRead: (ids: readonly string[]) => void;
}

/** The organiser's messages to this player, asked when the screen opens and every NOTICE_POLL_MS while visible and `active`. */
export function useNotices(game: GameId, active: boolean, fetchImpl: typeof fetch = fetch): NoticesState {
  const [notices, setNotices] = useState<NoticeView[]>([]);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!active) return;
    let alive = true;
    const stop = pollWhileVisible(async () => {
      const found = await readNotices(game, fetchImpl);
      if (alive && found) setNotices(found);
    }, NOTICE_POLL_MS);
    return () => {
      alive = false;
      stop();
    };
  }, [game, active, fetchImpl]);

  const markRead = useCallback(
    (ids: readonly string[]) => {
      setReadHere((before) => new Set([...before, ...ids]));
      for (const id of ids) void sendRead(game, id, fetchImpl);
    },
    [game, fetchImpl],
  );

  return { notices: notices.map((notice) => (readHere.has(notice.id) ? { ...notice, read: true } : notice)), markRead };
}
