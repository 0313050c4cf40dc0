import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { databaseUnavailable, isDatabaseUnavailableError, markDatabaseUnavailable } from '../data/database-availability.js';
import { HttpError } from './errors.js';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

function bodyParserError(error: unknown): HttpError | null {
  const candidate = error as BodyParserError;
  switch (candidate?.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'INVALID_JSON', '请求内容不是合法的 JSON');
    case 'entity.too.large':
      return new HttpError(413, 'BODY_TOO_LARGE', '请求内容过大');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'UNSUPPORTED_ENCODING', '不支持的请求编码');
    default:
      // Other client errors Express itself raises: a path parameter that is not valid UTF-8 once
      // percent-decoded (a URIError with status 400), an aborted or malformed body. Never a 500.
      if (
        (candidate?.expose === true || error instanceof URIError) &&
        typeof candidate.status === 'number' &&
        candidate.status >= 400 &&
        candidate.status < 500
      ) {
        return new HttpError(candidate.status, 'BAD_REQUEST', '请求格式不正确');
      }
      return null;
  }
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: 'NOT_FOUND', message: '接口不存在' });
};

/** Every failure leaves as JSON with a Chinese message: never HTML, never a stack trace; a database outage is 503 DB_UNAVAILABLE. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const unavailable = isDatabaseUnavailableError(error);
    if (unavailable) {
      markDatabaseUnavailable();
      logger.warn({ err: error, url: req.originalUrl, requestId: req.headers['x-request-id'] }, 'database unavailable');
    }
    const known = error instanceof HttpError ? error : unavailable ? databaseUnavailable() : bodyParserError(error);
    if (known) {
      if ((known.status === 429 || known.status === 503) && typeof known.extra.retryAfter === 'number') {
        res.setHeader('Retry-After', String(known.extra.retryAfter));
      }
      res.status(known.status).json({ success: false, error: known.code, message: known.message, ...known.extra });
      return;
    }
    logger.error({ err: error, url: req.originalUrl, requestId: req.headers['x-request-id'] }, 'unhandled error');
    res.status(500).json({ success: false, error: 'INTERNAL', message: '服务器内部错误，请稍后再试' });
  };
}
