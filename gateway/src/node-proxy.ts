import { randomBytes } from 'node:crypto';
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
import { CACHE_CONTROL_HEADER } from './cache-policy.js';
import type { StaticRoots, UpstreamAddresses } from './gateway-layout.js';
import {
  API_NOT_FOUND_BODY,
  BODY_TOO_LARGE_BODY,
  OFFLINE_RETRY_AFTER_SECONDS,
  gameOfflineBody,
} from './gateway-responses.js';
import { resolveRoute } from './route-resolver.js';
import {
  GAME_IDS,
  MAX_BODY_SIZE_MB,
  PROXY_TIMEOUTS,
  SERVICES,
  type ApiRoute,
  type GameId,
  type StaticMount,
} from './route-manifest.js';
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
  req.resume();
}

function sendOffline(res: ServerResponse, game: GameId | null): void {
  sendJson(res, 503, gameOfflineBody(game), { 'Retry-After': String(OFFLINE_RETRY_AFTER_SECONDS) });
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
  private readonly files = new StaticFileServer();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(private readonly options: Omit<NodeProxyOptions, 'port' | 'host'>) {
    this.enabled = new Set(options.enabledGames ?? GAME_IDS);
  }

  destroy(): void {
    this.agent.destroy();
  }

  handle = (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const requestId = randomBytes(16).toString('hex');
    res.on('finish', () => this.logAccess(req, res, requestId, started));
    res.on('close', () => {
      if (!res.writableFinished) this.logAccess(req, res, requestId, started);
    });
    this.route(req, res, requestId).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
      else res.destroy();
    });
  };

  private async route(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://gateway').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
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
    if (route.kind === 'game-auth' && route.game && !(await this.gameServiceUp(route.game))) {
      sendOffline(res, route.game);
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
      'x-forwarded-proto': 'http',
    };
    const upstream = httpRequest({ host, port, method: req.method, path: req.url, headers, agent: this.agent });
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
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      if (stream) {
        res.socket?.setNoDelay(true);
        res.flushHeaders();
      }
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      clearTimeout(connectTimer);
      if (res.headersSent) {
        if (res.statusCode !== 413) res.destroy();
      } else {
        sendOffline(res, route.game);
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
  const server = createServer(handler.handle);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        handler.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
