import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers with its default options, worked out once: they do not depend on the request,
 * and helmet's twelve middlewares in a row cost a few percent of every API call.
 * Without Strict-Transport-Security: a service cannot tell HTTPS from plain HTTP or the LAN mode
 * behind the gateway, so HSTS is sent once, by the HTTPS gateway (docs/https-and-security.md).
 */
export function securityHeaders(): RequestHandler {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: string) => set.set(name, value),
    removeHeader: (name: string) => removed.add(name),
  };
  helmet({ strictTransportSecurity: false })(recorder as unknown as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  const headers = [...set];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
