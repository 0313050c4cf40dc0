import { useEffect, useSyncExternalStore } from 'react';
import { isGameOffline, markGameOffline, markGameOnline, subscribeGameOffline } from '../game-offline-status';
import { isPreviewMode, previewApiPath } from '../preview/preview-mode';
import type { GameStatesResponse } from '@citygames/contracts/organizer/game-state.schema';
import type { GameId } from '../token-store';

/**
 * How often a game screen asks whether its game is open while the page is visible. With svc-auth
 * holding its answer up to 1 s, a close or reopen by the organiser shows within 5 s, without a reload.
 */
export const GAME_OPEN_POLL_MS = 3000;
/**
 * The game's service trusts its own read of the switch up to 2 s (service-kit `gameOpenGate`), so the
 * screen's first calls after a reopen may still answer GAME_OFFLINE: then it asks again this soon.
 */
export const RECHECK_AFTER_RELAPSE_MS = 1000;
const ASK_TIMEOUT_MS = 4000;

/** Whether the organiser has the game open, and when its timetable opens it if closed until then; null when that cannot be read. */
async function organizerSaysOpen(game: GameId, fetchImpl: typeof fetch): Promise<{ open: boolean; opensAt: string | null } | null> {
  try {
    const response = await fetchImpl('/api/organizer/games/state', { cache: 'no-store', signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<GameStatesResponse>;
    const open = body.games?.[game];
    const opensAt = body.opensAt?.[game];
    return typeof open === 'boolean' ? { open, opensAt: typeof opensAt === 'string' ? opensAt : null } : null;
  } catch {
    return null;
  }
}

/** The gateway answers a game's health 503 SERVICE_BUSY while its service is down (health is not closed by the organiser). */
async function serviceAnswers(game: GameId, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(previewApiPath(`/api/${game}/health`), { cache: 'no-store', signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * One look: closed by the organiser → offline; open (or state unreadable) while marked offline → online once its service answers.
 * The preview instance never applies the switch (organisers try a draft before they open the game), so a preview asks only the service.
 */
async function checkGameOpen(game: GameId, fetchImpl: typeof fetch = fetch): Promise<void> {
  const state = isPreviewMode() ? null : await organizerSaysOpen(game, fetchImpl);
  if (state?.open === false) {
    markGameOffline(game, state.opensAt);
    return;
  }
  if (isGameOffline(game) && (await serviceAnswers(game, fetchImpl))) markGameOnline(game);
}

/**
 * Whether the game is offline, kept fresh: asked once `started` (the screen has shown its own content, see
 * use-screen-settled.ts) and then every GAME_OPEN_POLL_MS while the page is visible (a hidden tab asks nothing
 * and asks at once when it shows again). The API client marks the game offline as soon as any call answers
 * GAME_OFFLINE, so a closed game shows at once all the same.
 */
export function useGameOpenPoll(game: GameId, started = true, fetchImpl: typeof fetch = fetch): boolean {
  const offline = useSyncExternalStore(
    subscribeGameOffline,
    () => isGameOffline(game),
    () => false,
  );
  useEffect(() => {
    if (!started) return;
    let alive = true;
    let asking = false;
    let backOnlineAt = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const ask = () => {
      clearTimeout(timer);
      if (!alive || asking || !visible()) return;
      asking = true;
      const wasOffline = isGameOffline(game);
      void checkGameOpen(game, fetchImpl).finally(() => {
        asking = false;
        if (wasOffline && !isGameOffline(game)) backOnlineAt = Date.now();
        if (alive) timer = setTimeout(ask, GAME_OPEN_POLL_MS);
      });
    };
    const onVisibility = () => {
      if (visible()) ask();
    };
    const onOfflineChange = () => {
      if (!alive || asking || !isGameOffline(game) || Date.now() - backOnlineAt >= GAME_OPEN_POLL_MS) return;
      clearTimeout(timer);
      timer = setTimeout(ask, RECHECK_AFTER_RELAPSE_MS);
    };
    ask();
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = subscribeGameOffline(onOfflineChange);
    return () => {
      alive = false;
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [game, started, fetchImpl]);
  return offline;
}
