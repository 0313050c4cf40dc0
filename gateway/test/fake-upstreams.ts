import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { GAME_IDS, GZIP_MIN_LENGTH, SERVICES, type ServiceName } from '../src/route-manifest.js';
import type { StaticRoots, UpstreamAddresses } from '../src/gateway-layout.js';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in service: records what reaches it and answers with the status the test sets. */
export class FakeService {
  readonly seen: SeenRequest[] = [];
  healthStatus = 200;
  private server: Server | null = null;
  port = 0;

  constructor(
    readonly name: ServiceName,
    private readonly respond: (req: SeenRequest, res: ServerResponse) => void = defaultRespond(name),
  ) {}

  async start(port = 0): Promise<void> {
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
        if (req.url === '/health') {
          res.writeHead(this.healthStatus, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'x' }));
          return;
        }
        this.seen.push(seen);
        this.respond(seen, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  last(): SeenRequest | undefined {
    return this.seen.at(-1);
  }
}

function defaultRespond(name: ServiceName) {
  return (req: SeenRequest, res: ServerResponse) => {
    if (req.url.endsWith('/boom')) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'INTERNAL', message: '服务自己的错误' }));
      return;
    }
    if (req.url.includes('/login') && req.body.includes('wrong')) {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'BAD_CREDENTIALS', message: '手机号或密码错误' }));
      return;
    }
    if (req.url.endsWith('/msg/stream')) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('data: {"first":true}\n\n');
      // The stream stays open: a buffering gateway would never deliver the first event.
      return;
    }
    const ownPolicy = /[?&]cache-control=([^&]+)/.exec(req.url)?.[1];
    if (ownPolicy) {
      // A service that sets its own Cache-Control (fanhua's map: revalidated with an ETag).
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': decodeURIComponent(ownPolicy), ETag: 'W/"v1"' });
      res.end(JSON.stringify({ service: name, url: req.url, method: req.method }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ service: name, url: req.url, method: req.method }));
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const HASHED_MAIN = 'static/js/main.0123abcd4567ef89.js';
export const HASHED_REMOTE_CHUNK = '__federation_expose_App.89abcdef01234567.js';
export const BIG_SCRIPT = `console.log(${JSON.stringify('城市游戏'.repeat(400))});\n`;

/** Builds that look like the real ones: a shell with a hashed script, remotes with a manifest. */
export function createStaticFixture(): { roots: StaticRoots; dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'citygames-gateway-'));
  // nginx workers started by root run as nobody: the fixture must be readable by everyone.
  chmodSync(dir, 0o755);
  const shell = join(dir, 'shell');
  mkdirSync(join(shell, 'static', 'js'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><body><div id="root">壳应用</div></body></html>\n');
  writeFileSync(join(shell, HASHED_MAIN), BIG_SCRIPT);
  // the build's brotli copy (scripts/lib/precompress-builds.mjs), written after the file as a build writes it
  writeFileSync(join(shell, `${HASHED_MAIN}.br`), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(shell, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  const remotes = {} as StaticRoots['remotes'];
  for (const game of GAME_IDS) {
    const root = join(dir, 'remotes', game);
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ id: `mf_${game}`, padding: 'x'.repeat(GZIP_MIN_LENGTH) }));
    writeFileSync(join(root, 'remoteEntry.js'), BIG_SCRIPT);
    writeFileSync(join(root, HASHED_REMOTE_CHUNK), BIG_SCRIPT);
    remotes[game] = root;
  }
  const appConfigFile = join(dir, 'app-config.json');
  writeFileSync(appConfigFile, JSON.stringify({ games: ['pilotsh', 'fanhua'] }));
  return {
    roots: { shell, remotes, appConfigFile },
    dir,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** One stand-in per service of the site, answering with `respond` (default: each service's own answer). */
export function fakeServices(respond?: (name: ServiceName) => (req: SeenRequest, res: ServerResponse) => void): Record<ServiceName, FakeService> {
  return Object.fromEntries(SERVICES.map(({ name }) => [name, new FakeService(name, respond?.(name))])) as Record<ServiceName, FakeService>;
}

export function upstreamsOf(services: Record<ServiceName, FakeService>): UpstreamAddresses {
  return Object.fromEntries(Object.values(services).map((service) => [service.name, `127.0.0.1:${service.port}`])) as UpstreamAddresses;
}

/** Loopback addresses for every service, for configs that are checked or rendered but never forward a request. */
export function loopbackUpstreams(firstPort: number): UpstreamAddresses {
  return Object.fromEntries(SERVICES.map((service, index) => [service.name, `127.0.0.1:${firstPort + index}`])) as UpstreamAddresses;
}
