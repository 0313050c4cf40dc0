import type { RequestHandler } from 'express';
import { SERVICE_BUSY_ERROR } from '@citygames/contracts/common/service-busy.rules';
import { HttpError } from '../http/errors.js';

const SERVICE_BUSY_MESSAGE = '服务暂时繁忙，请稍后再试';
const RETRY_AFTER_SECONDS = 3;

/**
 * Requests one process answers at once before it sheds the next ones (createServiceApp's default). A venue's burst
 * (two hundred phones answering at once) stays under it; a queue deep enough to keep players waiting tens of seconds
 * does not. Not yet measured under load (bench).
 */
export const DEFAULT_MAX_IN_FLIGHT = 512;

/** The organiser's routes (closing and opening a game included) are never shed: the platform stays steerable under load. */
const ORGANIZER_PATH = /^\/api\/(?:[a-z0-9]+\/)?organizer\//;

/**
 * A bounded number of requests in flight: over it, a request is refused at once with `503 SERVICE_BUSY`
 * and Retry-After instead of queueing for tens of seconds behind the others. Health checks, metrics, the
 * organiser's routes and event streams (which stay open for hours) neither count nor get shed.
 */
export function shedLoad(maxInFlight: number, isHealthPath: (path: string) => boolean): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    const exempt =
      isHealthPath(req.path) || req.path === '/metrics' || ORGANIZER_PATH.test(req.path) || String(req.headers.accept ?? '').includes('text/event-stream');
    if (exempt) {
      next();
      return;
    }
    if (inFlight >= maxInFlight) {
      next(new HttpError(503, SERVICE_BUSY_ERROR, SERVICE_BUSY_MESSAGE, { retryAfter: RETRY_AFTER_SECONDS }));
      return;
    }
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
    next();
  };
}
