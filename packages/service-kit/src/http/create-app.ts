import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { databaseReady, requireDatabase } from '../data/database-availability.js';
import { createErrorHandler, notFoundHandler } from './error-handler.js';
import { DEFAULT_MAX_IN_FLIGHT, shedLoad } from '../limits/load-shedding.js';
import { createMetrics } from './metrics.js';
import { requestId } from './request-id.js';
import { requestLog } from './request-log.js';
import { securityHeaders } from './security-headers.js';
import { trustProxyFromEnv } from './trust-proxy.js';

/** Routes that parse their own JSON bodies with a larger limit (organizer-studio-routes.ts). */
const OWN_JSON_BODY_PATH = /^\/api\/[a-z0-9]+\/organizer\/studio\//;

export interface ServiceAppOptions {
  /** Service name for logs and metrics, e.g. 'svc-pilotsh'. */
  service: string;
  /** Paths under which this service answers health checks, e.g. ['/api/pilotsh/health']. */
  healthPaths: string[];
  logger: Logger;
  /** Mounted after the common middleware and before the JSON 404. */
  routes: Router;
  /** Largest accepted JSON body. */
  bodyLimit?: string;
  /**
   * Mounted before body parsing and the database check: routes that read the request body
   * themselves (the preview forwarder streams it on; preview-role.ts).
   */
  ownBodyRoutes?: express.RequestHandler;
  /** Requests answered at once before the next ones get 503 SERVICE_BUSY (load-shedding.ts). Default: DEFAULT_MAX_IN_FLIGHT. */
  maxInFlight?: number;
  /** Peers whose X-Forwarded-For is believed (`trustProxyFromEnv`). Default: TRUST_PROXY, else loopback. */
  trustProxy?: string;
}

/**
 * The common Express shell of every service: security headers, bounded JSON bodies,
 * request ids, structured logs, metrics, health, JSON 404 and JSON errors; 503 DB_UNAVAILABLE while
 * the database is away (database-availability.ts); 503 SERVICE_BUSY over a bounded number of requests in
 * flight (load-shedding.ts).
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? trustProxyFromEnv(process.env.TRUST_PROXY));
  app.set('json spaces', 0);
  // Every API answer is no-store (below) or carries its own ETag (fanhua's map): hashing each body for one is wasted work.
  app.set('etag', false);

  const metrics = createMetrics(options.service);
  app.use(requestId);
  app.use(requestLog(options.logger, (url) => url === '/metrics' || url.endsWith('/health')));
  app.use(metrics.middleware);
  app.use(securityHeaders());
  // API answers are per player and change with every move: never kept by a browser or a proxy.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const healthPaths = new Set(['/health', ...options.healthPaths]);
  app.use(shedLoad(options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT, (path) => healthPaths.has(path)));
  if (options.ownBodyRoutes) app.use(options.ownBodyRoutes);
  // inflate: false: a compressed body is refused (415), never unpacked (no zip bombs, no corrupt-stream 500s).
  const json = express.json({ limit: options.bodyLimit ?? '64kb', strict: true, inflate: false });
  // The organiser's content studio saves whole packs (up to the gateway's 2 MB) and parses its own bodies.
  app.use((req, res, next) => (OWN_JSON_BODY_PATH.test(req.path) ? next() : json(req, res, next)));
  app.use(metrics.router);

  const health: express.RequestHandler = (_req, res) => {
    const databaseUp = databaseReady();
    res.status(databaseUp ? 200 : 503).json({
      status: databaseUp ? 'ok' : 'degraded',
      service: options.service,
      database: databaseUp ? 'up' : 'down',
    });
  };
  for (const path of ['/health', ...options.healthPaths]) app.get(path, health);

  app.use(requireDatabase);
  app.use(options.routes);
  app.use(notFoundHandler);
  app.use(createErrorHandler(options.logger));
  return app;
}
