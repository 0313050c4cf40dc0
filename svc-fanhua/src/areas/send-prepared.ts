import type { Request, Response } from 'express';
import type { PreparedBody } from './area-content-cache.js';

/**
 * The map's answers may be kept by the browser but must be revalidated on every poll (`no-cache`),
 * only by that browser (`private`: they sit behind a login). A matching If-None-Match gets a 304
 * without a body; otherwise the prepared bytes go out as they are, gzipped when the client accepts it.
 */
export const MAP_CACHE_CONTROL = 'private, no-cache';

export function sendPrepared(req: Request, res: Response, body: PreparedBody): void {
  res.setHeader('Cache-Control', MAP_CACHE_CONTROL);
  res.setHeader('ETag', body.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? body.gzip : body.json;
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(bytes.length));
  res.end(bytes);
}

/** An answer that must not be stored or revalidated (no ETag either): every poll gets it fresh. */
export function sendUncached(res: Response, value: unknown): void {
  const bytes = Buffer.from(JSON.stringify(value));
  res.status(200);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(bytes.length));
  res.end(bytes);
}
