import type { GameId } from '../game-id';

/**
 * "Preview mode": the page runs inside the organiser console's preview frame, whose name starts with this.
 * The console loads the real game (`/<game>`) there, as the test player of the preview instance.
 */
export const PREVIEW_FRAME_PREFIX = 'citygames-preview';

export const PREVIEW_TEXTS = {
  badge: '预览',
  badgeTitle: '这是控制台里的预览，不是正式活动',
  expired: '预览已过期，请在控制台重置预览',
} as const;

/** The name the console gives the frame of one game's preview. */
export const previewFrameName = (game: GameId) => `${PREVIEW_FRAME_PREFIX}-${game}`;

/** True inside the console's preview frame (a named frame, never the top page: a tab named so by hand stays live). */
export function isPreviewMode(): boolean {
  try {
    return typeof window !== 'undefined' && window.name.startsWith(PREVIEW_FRAME_PREFIX) && window.top !== window;
  } catch {
    return false;
  }
}

const GAME_API_PATH = /^\/api\/(pilotsh|polish120|fanhua)(\/|$)/;
const PREVIEW_SEGMENT = 'studio-preview';

/**
 * A game API path as this page must call it: in preview mode `/api/<game>/…` becomes
 * `/api/<game>/studio-preview/…` (the live service forwards it to its preview instance); anything else,
 * and every path outside preview mode, is unchanged. Applying it twice changes nothing more.
 */
export function previewApiPath(path: string): string {
  if (!isPreviewMode()) return path;
  const match = GAME_API_PATH.exec(path);
  if (!match) return path;
  const prefix = `/api/${match[1]}`;
  const rest = path.slice(prefix.length);
  if (rest === `/${PREVIEW_SEGMENT}` || rest.startsWith(`/${PREVIEW_SEGMENT}/`) || rest.startsWith(`/${PREVIEW_SEGMENT}?`)) return path;
  return `${prefix}/${PREVIEW_SEGMENT}${rest}`;
}
