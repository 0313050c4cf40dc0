/**
 * The one error type services throw on purpose. The error handler turns it into
 * `{ success: false, error: CODE, message: 中文, ...extra }` with the given status.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', extra?: Record<string, unknown>) => new HttpError(400, code, message, extra);
export const unauthorized = (message = '登录已过期，请重新登录') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = '你没有权限执行此操作', code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = '未找到', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT', extra?: Record<string, unknown>) => new HttpError(409, code, message, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, { retryAfter: retryAfterSeconds });

/** MongoDB duplicate-key error (E11000), also on jongodb where keyPattern is absent. */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { code?: unknown; message?: unknown };
  return candidate.code === 11000 || (typeof candidate.message === 'string' && candidate.message.includes('E11000'));
}

/**
 * Runs a write that upserts a document which may not exist yet, once more if it lost that race: of two
 * concurrent upserts creating the same `_id` (or unique key), MongoDB may refuse one with E11000; its
 * second try finds the document and updates it. Not for a write inside a transaction: there MongoDB
 * reports a write conflict and the driver retries the whole transaction.
 */
export async function upsertRetryingOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return write();
  }
}
