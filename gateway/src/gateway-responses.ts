import type { GameId } from './route-manifest.js';

/** Answer for a game that is turned off or whose service does not answer (CONTRACTS.md, Browser). */
export function gameOfflineBody(game: GameId | null): Record<string, unknown> {
  return {
    success: false,
    error: 'GAME_OFFLINE',
    ...(game ? { game } : {}),
    message: '该游戏暂未开放或服务暂时不可用，请稍后再试',
  };
}

/** Answer for an `/api/...` path that no service owns. */
export const API_NOT_FOUND_BODY = { success: false, error: 'NOT_FOUND', message: '接口不存在' } as const;

/** Answer for a request the gateway will not forward because its body is too large. */
export const BODY_TOO_LARGE_BODY = { success: false, error: 'BODY_TOO_LARGE', message: '请求内容过大' } as const;

/** Seconds a client should wait before asking an offline game again. */
export const OFFLINE_RETRY_AFTER_SECONDS = 5;
