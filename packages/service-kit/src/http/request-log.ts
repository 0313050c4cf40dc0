import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * One line per finished request that someone must look at: 5xx at error, 4xx at info, the rest only
 * at debug (the gateway's access log has every request). Nothing is built for a request that is not
 * logged: pino-http serialised every request into a child logger up front, a few per cent of a busy
 * service's time. The line keeps pino-http's shape (`req.method`, `req.url`, `res.statusCode`,
 * `responseTime`, "request completed"), which the local run prints as one short line.
 */
export function requestLog(logger: Logger, skip: (url: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (skip(req.url)) return next();
    const startedAt = performance.now();
    const entry = (statusCode: number) => ({
      req: { id: req.headers['x-request-id'], method: req.method, url: req.originalUrl },
      res: { statusCode },
      responseTime: Math.round(performance.now() - startedAt),
    });
    res.once('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug';
      if (logger.isLevelEnabled(level)) logger[level](entry(res.statusCode), 'request completed');
    });
    res.once('close', () => {
      // The client went away before the answer was sent (a phone losing signal).
      if (!res.writableFinished && logger.isLevelEnabled('info')) logger.info(entry(res.statusCode), 'request aborted');
    });
    next();
  };
}
