import type { GameId } from './route-manifest.js';

/** Answer for a game the gateway was configured without (CONTRACTS.md, Browser): it is not open at all. */
export function gameOfflineBody(game: GameId | null): Record<string, unknown> {
  return {
    success: false,
    error: 'GAME_OFFLINE',
    ...(game ? { game } : {}),
    message: '该游戏暂未开放',
  };
}

/**
 * Answer for a service that is restarting, refuses the connection or does not answer in time: the game is
 * open, so the client keeps what it was sending and tries again after Retry-After.
 */
export function serviceBusyBody(game: GameId | null): Record<string, unknown> {
  return {
    success: false,
    error: 'SERVICE_BUSY',
    ...(game ? { game } : {}),
    message: '服务暂时繁忙，请稍后再试',
  };
}

/** Seconds a client should wait before sending a busy service its request again. */
export const SERVICE_BUSY_RETRY_AFTER_SECONDS = 3;

/** Answer for an `/api/...` path that no service owns. */
export const API_NOT_FOUND_BODY = { success: false, error: 'NOT_FOUND', message: '接口不存在' } as const;

/** Answer for a request the gateway will not forward because its body is too large. */
export const BODY_TOO_LARGE_BODY = { success: false, error: 'BODY_TOO_LARGE', message: '请求内容过大' } as const;

/** Seconds a client should wait before asking an offline game again. */
export const OFFLINE_RETRY_AFTER_SECONDS = 5;

/** Answer for a request body the gateway will not forward because it is compressed or otherwise encoded. */
export const UNSUPPORTED_ENCODING_BODY = {
  success: false,
  error: 'UNSUPPORTED_ENCODING',
  message: '不支持的请求编码：请求内容不能压缩',
} as const;

/**
 * The gateway's own answers to requests it cannot read (nginx's built-in error pages would be HTML):
 * a broken request line or percent-escape, a URI or headers over the limit, a method it never serves.
 */
export const CLIENT_ERROR_BODIES = {
  400: { success: false, error: 'BAD_REQUEST', message: '请求格式不正确' },
  405: { success: false, error: 'METHOD_NOT_ALLOWED', message: '不支持这种请求方法' },
  414: { success: false, error: 'URI_TOO_LONG', message: '请求地址过长' },
  431: { success: false, error: 'HEADERS_TOO_LARGE', message: '请求头过大' },
} as const;

export type ClientErrorStatus = keyof typeof CLIENT_ERROR_BODIES;

export function clientErrorBody(status: ClientErrorStatus): (typeof CLIENT_ERROR_BODIES)[ClientErrorStatus] {
  return CLIENT_ERROR_BODIES[status];
}

/** Methods no route serves; browsers never send them, scanners do (TRACE reflects the request). */
export const REFUSED_METHODS: readonly string[] = ['TRACE', 'TRACK', 'CONNECT'];

/** Answer for a login or registration over the per-address limit (PASSWORD_REQUEST_LIMIT). */
export const PASSWORD_REQUESTS_LIMITED_BODY = {
  success: false,
  error: 'TOO_MANY_REQUESTS',
  message: '这个网络的登录和注册请求太多了，请稍等几秒再试',
} as const;

/** Seconds to wait after PASSWORD_REQUESTS_LIMITED_BODY: the limit refills within a second. */
export const PASSWORD_LIMIT_RETRY_AFTER_SECONDS = 1;
