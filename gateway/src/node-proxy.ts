import { randomBytes } from 'node:crypto';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CACHE_CONTROL_HEADER, apiCacheControl, mediaCacheControl } from './cache-policy.js';
import type { StaticRoots, UpstreamAddresses } from './gateway-layout.js';
import {
  API_NOT_FOUND_BODY,
  BODY_TOO_LARGE_BODY,
  CLIENT_ERROR_BODIES,
  OFFLINE_RETRY_AFTER_SECONDS,
  SERVICE_BUSY_RETRY_AFTER_SECONDS,
  PASSWORD_LIMIT_RETRY_AFTER_SECONDS,
  PASSWORD_REQUESTS_LIMITED_BODY,
  REFUSED_METHODS,
  UNSUPPORTED_ENCODING_BODY,
  gameOfflineBody,
  serviceBusyBody,
} from './gateway-responses.js';
import { resolveRoute } from './route-resolver.js';
import {
  CALLER_WRITE_LIMIT,
  COMPRESSIBLE_CONTENT_TYPES,
  GAME_IDS,
  GZIP_MIN_LENGTH,
  MAX_BODY_SIZE_MB,
  PASSWORD_REQUEST_LIMIT,
  READ_METHODS,
  PROXY_TIMEOUTS,
  SERVICES,
  type ApiRoute,
  type GameId,
  type PasswordRequestLimit,
  type RequestRateLimitSettings,
  type StaticMount,
} from './route-manifest.js';
import { tlsPortWithPlainRedirect } from './plain-http-on-tls-port.js';
import { RequestRateLimit } from './request-rate-limit.js';
import { pagePreloadLinks } from './page-preloads.js';
import { HSTS_VALUE, securityHeaders } from './security-headers.js';
import { StaticFileServer, type StaticTarget } from './static-file-server.js';

export interface NodeProxyOptions {
  port: number;
  /** Default '0.0.0.0' (like nginx's `listen <port>`). */
  host?: string;
  /** Games whose routes are open; the others answer GAME_OFFLINE everywhere. Default: all. */
  enabledGames?: readonly GameId[];
  upstreams: UpstreamAddresses;
  staticRoots: StaticRoots;
  /** Receives one JSON access-log line per request. Default: stdout. */
  log?: (line: string) => void;
  /** CSP source of the map-tile host (`tileSourceFromUrl`). */
  mapTileSource?: string | null;
  /** Serve HTTPS with this PEM certificate and key instead of plain HTTP (HSTS unless `hsts: false`). */
  tls?: { certificate: string; key: string; hsts?: boolean };
  /** Logins and registrations per client address, as nginx limits them (default PASSWORD_REQUEST_LIMIT). */
  passwordRequestLimit?: PasswordRequestLimit;
  /** Writes per caller (Authorization header) on the other API routes, as nginx limits them (default CALLER_WRITE_LIMIT). */
  callerWriteLimit?: RequestRateLimitSettings;
}

export interface NodeProxy {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const MAX_BODY_BYTES = MAX_BODY_SIZE_MB * 1024 * 1024;
const MAX_URI_BYTES = 8 * 1024;

/**
 * After a 413 the rest of an oversized body is still read and dropped (nginx's "lingering close"):
 * closing at once would make the client fail with EPIPE before it reads the answer. Bounded.
 */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) result[name] = value;
  }
  return result;
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': CACHE_CONTROL_HEADER['no-store'],
    ...extra,
  });
  res.end(text);
}

/**
 * 413 for a body over the limit. The rest of the body is discarded and the connection closed
 * (as nginx does), so the unread bytes are never taken for the next request on that connection.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse): void {
  sendJson(res, 413, BODY_TOO_LARGE_BODY, { Connection: 'close' });
  let drained = 0;
  const giveUp = setTimeout(() => req.socket.destroy(), LINGER_MS);
  giveUp.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER_BYTES) req.socket.destroy();
  });
  req.on('end', () => clearTimeout(giveUp));
  req.on('close', () => clearTimeout(giveUp));
  req.resume();
}

/** JSON for a request Node's parser rejected (nginx's error_page equivalents). */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const text = JSON.stringify(CLIENT_ERROR_BODIES[status]);
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

function isCompressibleJson(headers: IncomingHttpHeaders): boolean {
  const type =
    String(headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const length = Number(headers['content-length'] ?? Number.POSITIVE_INFINITY);
  return (COMPRESSIBLE_CONTENT_TYPES as readonly string[]).includes(type) && !headers['content-encoding'] && length >= GZIP_MIN_LENGTH;
}

function hasEncodedBody(req: IncomingMessage): boolean {
  const encoding = String(req.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  return encoding !== '' && encoding !== 'identity';
}

function sendOffline(res: ServerResponse, game: GameId | null): void {
  sendJson(res, 503, gameOfflineBody(game), { 'Retry-After': String(OFFLINE_RETRY_AFTER_SECONDS) });
}

/** The key CALLER_WRITE_LIMIT counts a request under: its Authorization header for a write, '' (not counted) otherwise. */
function writeCallerOf(req: IncomingMessage): string {
  if ((READ_METHODS as readonly string[]).includes(req.method ?? 'GET')) return '';
  return req.headers.authorization ?? '';
}

function sendBusy(res: ServerResponse, game: GameId | null): void {
  sendJson(res, 503, serviceBusyBody(game), { 'Retry-After': String(SERVICE_BUSY_RETRY_AFTER_SECONDS) });
}

function splitAddress(address: string): { host: string; port: number } {
  const index = address.lastIndexOf(':');
  return { host: address.slice(0, index), port: Number(address.slice(index + 1)) };
}

/**
 * The gateway in plain Node, for machines without nginx: the same route manifest, the same
 * answers (GAME_OFFLINE, JSON 404, cache headers, gzip, SPA fallback, unbuffered SSE).
 */
export class NodeProxyHandler {
  private readonly enabled: ReadonlySet<GameId>;
  private readonly files: StaticFileServer;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** HSTS is the gateway's alone (a service's own is dropped): only over HTTPS, and not with the LAN certificate. */
  private readonly hsts: boolean;
  private readonly passwordRequests: RequestRateLimit;
  private readonly callerWrites: RequestRateLimit;

  constructor(private readonly options: Omit<NodeProxyOptions, 'port' | 'host'>) {
    this.enabled = new Set(options.enabledGames ?? GAME_IDS);
    this.passwordRequests = new RequestRateLimit(options.passwordRequestLimit ?? PASSWORD_REQUEST_LIMIT);
    this.callerWrites = new RequestRateLimit(options.callerWriteLimit ?? CALLER_WRITE_LIMIT);
    this.hsts = Boolean(options.tls) && options.tls?.hsts !== false;
    this.files = new StaticFileServer(securityHeaders({ mapTileSource: options.mapTileSource, hsts: this.hsts }));
  }

  destroy(): void {
    this.agent.destroy();
    this.passwordRequests.stop();
    this.callerWrites.stop();
  }

  handle = (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const requestId = randomBytes(16).toString('hex');
    res.on('finish', () => this.logAccess(req, res, requestId, started));
    res.on('close', () => {
      if (!res.writableFinished) this.logAccess(req, res, requestId, started);
    });
    this.route(req, res, requestId).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { success: false, error: 'INTERNAL', message: '网关内部错误，请稍后再试' });
      else res.destroy();
    });
  };

  private async route(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    if (REFUSED_METHODS.includes(req.method ?? '')) {
      sendJson(res, 405, CLIENT_ERROR_BODIES[405], { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE' });
      req.resume();
      return;
    }
    // nginx's limit (large_client_header_buffers 8k): a longer request line is 414.
    if (Buffer.byteLength(req.url ?? '') > MAX_URI_BYTES) {
      sendJson(res, 414, CLIENT_ERROR_BODIES[414]);
      req.resume();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://gateway').pathname);
    } catch {
      pathname = '\0';
    }
    // nginx refuses a NUL or a broken percent-escape in the path with 400 before routing.
    if (pathname.includes('\0')) {
      sendJson(res, 400, CLIENT_ERROR_BODIES[400]);
      req.resume();
      return;
    }
    const decision = resolveRoute(pathname, this.enabled);
    switch (decision.type) {
      case 'game-off':
        sendOffline(res, decision.game);
        return;
      case 'api-not-found':
        sendJson(res, 404, API_NOT_FOUND_BODY);
        return;
      case 'api':
        await this.proxyApi(req, res, decision.route, requestId);
        return;
      case 'static':
        await this.files.serve(req, res, this.staticTarget(decision.mount, decision.relativePath, pathname));
        return;
    }
  }

  private staticTarget(mount: StaticMount, relativePath: string, urlPath: string): StaticTarget {
    const roots = this.options.staticRoots;
    if (mount.root === 'app-config') {
      return { root: roots.appConfigFile, isFile: true, relativePath: '', urlPath, spaFallbackFile: null };
    }
    if (mount.root === 'shell') {
      return {
        root: roots.shell,
        isFile: false,
        relativePath,
        urlPath,
        spaFallbackFile: mount.spaFallback ? join(roots.shell, 'index.html') : null,
        pagePreloads: pagePreloadLinks(urlPath, this.enabled),
      };
    }
    const game = mount.root.slice('remote:'.length) as GameId;
    return { root: roots.remotes[game], isFile: false, relativePath, urlPath, spaFallbackFile: null };
  }

  /** True when the game's own service answers its health check (the gate in front of its login). */
  private gameServiceUp(game: GameId): Promise<boolean> {
    const service = SERVICES.find((entry) => entry.game === game);
    if (!service) return Promise.resolve(false);
    const { host, port } = splitAddress(this.options.upstreams[service.name]);
    return new Promise((resolve) => {
      const check = httpRequest({ host, port, path: service.healthPath, method: 'GET', agent: this.agent }, (answer) => {
        answer.resume();
        resolve((answer.statusCode ?? 500) >= 200 && (answer.statusCode ?? 500) < 300);
      });
      check.setTimeout(PROXY_TIMEOUTS.healthCheck * 1000, () => check.destroy(new Error('health check timed out')));
      check.on('error', () => resolve(false));
      check.end();
    });
  }

  private async proxyApi(req: IncomingMessage, res: ServerResponse, route: ApiRoute, requestId: string): Promise<void> {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      refuseBody(req, res);
      return;
    }
    if (hasEncodedBody(req)) {
      sendJson(res, 415, UNSUPPORTED_ENCODING_BODY);
      req.resume();
      return;
    }
    if (route.checksPassword && !this.passwordRequests.admit(req.socket.remoteAddress ?? '')) {
      sendJson(res, 429, PASSWORD_REQUESTS_LIMITED_BODY, { 'Retry-After': String(PASSWORD_LIMIT_RETRY_AFTER_SECONDS) });
      req.resume();
      return;
    }
    if (!route.checksPassword) {
      const caller = writeCallerOf(req);
      const delay = caller === '' ? 0 : this.callerWrites.delayFor(caller);
      if (delay === null) {
        sendBusy(res, route.game);
        req.resume();
        return;
      }
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    if (route.kind === 'game-auth' && route.game && !(await this.gameServiceUp(route.game))) {
      sendBusy(res, route.game);
      req.resume();
      return;
    }
    const stream = route.kind === 'game-stream';
    const { host, port } = splitAddress(this.options.upstreams[route.service]);
    const headers: OutgoingHttpHeaders = {
      ...withoutHopByHop(req.headers),
      'x-request-id': requestId,
      'x-real-ip': req.socket.remoteAddress ?? '',
      // The gateway is the edge: a client-supplied X-Forwarded-For is replaced (per-address limits stay honest).
      'x-forwarded-for': req.socket.remoteAddress ?? '',
      'x-forwarded-proto': this.options.tls ? 'https' : 'http',
    };
    // An event stream holds its connection for hours: it gets one of its own (agent: false) instead of a
    // place in the pool, which thousands of listeners would fill, queueing every other call to the service.
    const upstream = httpRequest({ host, port, method: req.method, path: req.url, headers, agent: stream ? false : this.agent });
    let connected = false;
    const connectTimer = setTimeout(() => {
      if (!connected) upstream.destroy(new Error('connect timed out'));
    }, PROXY_TIMEOUTS.connect * 1000);
    upstream.on('socket', (socket) => {
      if (!socket.connecting) {
        connected = true;
        clearTimeout(connectTimer);
      } else {
        socket.once('connect', () => {
          connected = true;
          clearTimeout(connectTimer);
        });
      }
    });
    if (!stream) upstream.setTimeout(PROXY_TIMEOUTS.read * 1000, () => upstream.destroy(new Error('read timed out')));

    upstream.on('response', (answer) => {
      const cacheControl = (route.kind === 'game-media' ? mediaCacheControl : apiCacheControl)(answer.headers['cache-control']);
      const headers = { ...withoutHopByHop(answer.headers), 'cache-control': cacheControl };
      delete headers['strict-transport-security'];
      if (this.hsts) headers['strict-transport-security'] = HSTS_VALUE;
      const gzip = !stream && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && isCompressibleJson(answer.headers);
      if (gzip) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
      }
      res.writeHead(answer.statusCode ?? 502, headers);
      if (stream) {
        res.socket?.setNoDelay(true);
        res.flushHeaders();
      }
      answer.on('error', () => res.destroy());
      if (gzip) answer.pipe(createGzip({ level: 6 })).pipe(res);
      else answer.pipe(res);
    });
    upstream.on('error', () => {
      clearTimeout(connectTimer);
      if (res.headersSent) {
        if (res.statusCode !== 413) res.destroy();
      } else {
        sendBusy(res, route.game);
      }
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_BODY_BYTES && !res.headersSent) {
        req.unpipe(upstream);
        upstream.destroy();
        refuseBody(req, res);
      }
    });
    req.pipe(upstream);
  }

  private logAccess(req: IncomingMessage, res: ServerResponse, requestId: string, started: bigint): void {
    const log = this.options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
    const duration = Number(process.hrtime.bigint() - started) / 1e9;
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        request_id: requestId,
        remote_addr: req.socket.remoteAddress ?? '',
        method: req.method,
        uri: req.url,
        status: res.statusCode,
        bytes: Number(res.getHeader('content-length') ?? 0),
        duration: Number(duration.toFixed(3)),
        user_agent: req.headers['user-agent'] ?? '',
      }),
    );
  }
}

/** Starts the Node gateway and resolves once it listens. */
export async function startNodeProxy(options: NodeProxyOptions): Promise<NodeProxy> {
  const handler = new NodeProxyHandler(options);
  const server = options.tls ? createHttpsServer({ cert: options.tls.certificate, key: options.tls.key }, handler.handle) : createServer(handler.handle);
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);
  // Over TLS the port also answers plain HTTP, with a redirect to HTTPS (nginx: error_page 497).
  const listener = options.tls ? tlsPortWithPlainRedirect(server as HttpsServer) : server;
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = listener.address() as AddressInfo;
  return {
    server,
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        handler.destroy();
        listener.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
