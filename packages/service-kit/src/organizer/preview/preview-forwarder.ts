import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import type { Game } from '../../auth/auth-token.js';
import { badRequest } from '../../http/errors.js';
import { PREVIEW_SECRET_HEADER, previewUnavailable, type PreviewInstance } from './preview-instance.js';

/** Headers of one connection, never passed on by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders, drop: readonly string[] = []): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name) || drop.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** The path under `/api/<game>/` a preview URL names, or null when it is not one or would leave that folder (`..`, `%2e%2e`). */
export function previewTargetPath(game: Game, url: string): string | null {
  const prefix = `/api/${game}/studio-preview/`;
  if (!url.startsWith(prefix)) return null;
  const target = `/api/${game}/${url.slice(prefix.length)}`;
  const pathname = target.split('?')[0]!;
  // The WHATWG parser resolves dot segments (also percent-encoded ones); a path it changes is refused.
  if (new URL(target, 'http://preview.invalid').pathname !== pathname || pathname.includes('\\')) return null;
  return target;
}

/**
 * `/api/<game>/studio-preview/…` → the preview instance's `/api/<game>/…`: method, headers and body
 * as they came (streamed both ways, so fanhua's radio stream works), hop-by-hop headers dropped, the
 * caller's address appended to X-Forwarded-For (the instance trusts loopback, so its rate limits see
 * the phone). Mounted before body parsing and before the open/closed gate. The internal secret header
 * is never passed on, and no path outside `/api/<game>/` can be named.
 */
export function previewForwarder(instance: PreviewInstance): RequestHandler {
  const prefix = `/api/${instance.game}/studio-preview/`;
  return (req, res, next) => {
    if (!req.path.startsWith(prefix)) return next();
    const target = previewTargetPath(instance.game, req.originalUrl);
    if (!target) return next(badRequest('预览地址不正确', 'BAD_PREVIEW_PATH'));
    instance.running().then((running) => {
      const headers = endToEnd(req.headers, [PREVIEW_SECRET_HEADER, 'host', 'x-forwarded-for']);
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');
      if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
      const origin = new URL(running.origin);
      const upstream = httpRequest({ host: origin.hostname, port: origin.port, method: req.method, path: target, headers });
      let delivered = false;
      upstream.on('response', (answer) => {
        answer.on('end', () => {
          delivered = true;
        });
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(endToEnd(answer.headers))) if (value !== undefined) res.setHeader(name, value);
        res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      upstream.on('error', () => {
        if (res.headersSent) res.destroy();
        else next(previewUnavailable());
      });
      // A phone that leaves (an SSE stream closed) ends the request to the instance too.
      res.on('close', () => {
        if (!delivered) upstream.destroy();
      });
      req.pipe(upstream);
    }, next);
  };
}
