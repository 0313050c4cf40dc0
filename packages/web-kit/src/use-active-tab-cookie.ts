import { useCallback, useState } from 'react';
import { isPreviewMode } from './preview/preview-mode';
import type { GameId } from './token-store';

export const ACTIVE_TAB_COOKIE = 'activeTab';
/** The console's preview frame keeps its own, so the organiser's own player tab is left as it was. */
export const PREVIEW_ACTIVE_TAB_COOKIE = 'previewActiveTab';
const cookieName = () => (isPreviewMode() ? PREVIEW_ACTIVE_TAB_COOKIE : ACTIVE_TAB_COOKIE);
export const ACTIVE_TAB_COOKIE_DAYS = 30;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return undefined;
}

/**
 * Writes `activeTab` for 30 days. The cookie's path is the game's base path, so the three
 * games on one origin keep their own active tab under the one cookie name all three use.
 */
export function writeActiveTabCookie(game: GameId, value: string): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + ACTIVE_TAB_COOKIE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  document.cookie = `${cookieName()}=${encodeURIComponent(value)}; expires=${expires}; path=/${game}; SameSite=Lax`;
}

export function readActiveTabCookie(): string | undefined {
  return readCookie(cookieName());
}

/** The active tab of a game's task centre, remembered in the `activeTab` cookie (30 days). */
export function useActiveTabCookie<T extends string>(game: GameId, defaultTab: T, allowedTabs?: readonly T[]): [T, (tab: T) => void] {
  const [tab, setTabState] = useState<T>(() => {
    const stored = readActiveTabCookie();
    if (stored && (!allowedTabs || (allowedTabs as readonly string[]).includes(stored))) return stored as T;
    return defaultTab;
  });
  const setTab = useCallback(
    (next: T) => {
      setTabState(next);
      writeActiveTabCookie(game, next);
    },
    [game],
  );
  return [tab, setTab];
}
