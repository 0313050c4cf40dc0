import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeStaticRoots } from '@citygames/gateway/gateway-layout';
import { findNginx, nginxVersionOf, startNginx, type RunningNginx } from '@citygames/gateway/nginx-process';
import { renderNginxConfig } from '@citygames/gateway/render-nginx-config';
import { GAME_IDS } from '@citygames/gateway/route-manifest';
import { FakeDns } from './fake-dns.js';
import * as edge from '../docker/render-edge-nginx.mjs';

const { renderEdgeConfig } = edge as {
  renderEdgeConfig(
    gateway: { renderNginxConfig: typeof renderNginxConfig; composeStaticRoots: typeof composeStaticRoots },
    options: { port: number; htmlRoot?: string; accessLog?: string; mapTileSource?: string | null; nginxVersion?: string },
  ): string;
};

/**
 * The gateway exactly as the compose image configures it (compose mode), in Debian's nginx, with a DNS
 * server standing in for Docker's: `COMPOSE_PROFILES=pilotsh,fanhua` (svc-polish120 has no DNS name) and
 * `--scale svc-fanhua=3` (three addresses for one name).
 */
const nginx = findNginx();

interface Seen {
  service: string;
  address: string;
  url: string;
  requestId: string | undefined;
}

async function listen(server: Server, host: string, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

function fakeService(service: string, address: string, seen: Seen[]): Server {
  return createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const requestId = req.headers['x-request-id'] as string | undefined;
      if (req.url === '/health') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      seen.push({ service, address, url: req.url ?? '', requestId });
      // Like service-kit's request-id middleware: the id comes back to the client.
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': requestId ?? '' }).end(JSON.stringify({ service, address }));
    });
  });
}

function writeHtmlRoot(htmlRoot: string) {
  const roots = composeStaticRoots(htmlRoot);
  mkdirSync(roots.shell, { recursive: true });
  writeFileSync(join(roots.shell, 'index.html'), '<!doctype html><title>城市游戏</title>');
  writeFileSync(roots.appConfigFile, '{"games":[]}');
  for (const game of GAME_IDS) mkdirSync(roots.remotes[game], { recursive: true });
  return roots;
}

async function freeTcpPort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, '127.0.0.1');
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.runIf(nginx)('compose gateway config in nginx: profiles and --scale', () => {
  const seen: Seen[] = [];
  const dns = new FakeDns();
  const servers = new Map<string, Server>();
  const replicaAddresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
  let running: RunningNginx | undefined;
  let dir = '';
  let base = '';

  beforeAll(async () => {
    await dns.start();
    const authServer = fakeService('svc-auth', '127.0.0.1', seen);
    const authPort = await listen(authServer, '127.0.0.1');
    const pilotshServer = fakeService('svc-pilotsh', '127.0.0.1', seen);
    const pilotshPort = await listen(pilotshServer, '127.0.0.1');
    servers.set('svc-auth', authServer).set('svc-pilotsh', pilotshServer);
    // Replicas of one compose service share the port and differ by address.
    let fanhuaPort = 0;
    for (const address of replicaAddresses) {
      const replica = fakeService('svc-fanhua', address, seen);
      fanhuaPort = await listen(replica, address, fanhuaPort);
      servers.set(`svc-fanhua@${address}`, replica);
    }
    dns.set('svc-auth', ['127.0.0.1']);
    dns.set('svc-pilotsh', ['127.0.0.1']);
    dns.set('svc-fanhua', replicaAddresses);
    // svc-polish120: its profile is off, so Docker's DNS does not know the name.

    dir = mkdtempSync(join(tmpdir(), 'citygames-compose-gateway-'));
    chmodSync(dir, 0o755);
    const roots = writeHtmlRoot(join(dir, 'html'));

    const port = await freeTcpPort();
    const config = renderNginxConfig({
      mode: 'compose',
      listenPort: port,
      resolver: `127.0.0.1:${dns.port}`,
      upstreams: {
        'svc-auth': `svc-auth:${authPort}`,
        'svc-pilotsh': `svc-pilotsh:${pilotshPort}`,
        'svc-polish120': `svc-polish120:${await freeTcpPort()}`,
        'svc-fanhua': `svc-fanhua:${fanhuaPort}`,
      },
      staticRoots: roots,
      accessLog: 'off',
      // The image's nginx re-resolves `upstream` servers itself; Debian's here resolves per request instead.
      nginxVersion: nginxVersionOf(nginx!),
    })
      // The image writes pid and temp files to /tmp; here they go under the test's own folder.
      .replace(/\/tmp\/nginx-/g, `${dir}/`);
    running = await startNginx({ binary: nginx!, prefixDir: dir, config, port });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await running?.stop();
    for (const server of servers.values()) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await dns.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('spreads requests for a scaled game over every replica', async () => {
    const start = seen.length;
    for (let index = 0; index < 30; index += 1) {
      const response = await fetch(`${base}/api/fanhua/team/info?n=${index}`);
      expect(response.status).toBe(200);
    }
    const served = seen.slice(start).filter((entry) => entry.service === 'svc-fanhua');
    expect(served).toHaveLength(30);
    // Every replica takes part. nginx picks among the addresses a variable proxy_pass resolved per
    // request, so the split is not an exact round-robin (a CI run saw 4 of 30 on one replica).
    expect(new Set(served.map((entry) => entry.address))).toEqual(new Set(replicaAddresses));
  });

  it('answers SERVICE_BUSY with Retry-After, not GAME_OFFLINE, for every path of a game whose service is not running, login included', async () => {
    for (const [method, path] of [
      ['GET', '/api/polish120/health'],
      ['GET', '/api/polish120/tasks'],
      ['POST', '/api/polish120/login'],
      ['POST', '/api/polish120/players'],
    ] as const) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: '{"phone":"13800000000","password":"x"}' } : {}),
      });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.headers.get('retry-after')).toBe('3');
      expect(await response.json()).toMatchObject({ success: false, error: 'SERVICE_BUSY', game: 'polish120' });
    }
    expect(seen.some((entry) => entry.url.includes('polish120'))).toBe(false);
    expect(dns.queries).toContain('svc-polish120');
  });

  it("sends a running game's login to svc-auth once the game's own service answers its health check", async () => {
    const response = await fetch(`${base}/api/fanhua/login/`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ service: 'svc-auth' });
    expect(seen.at(-1)?.url).toBe('/api/fanhua/login/');
  });

  it('gives every request an id of its own that reaches the service (and its logs)', async () => {
    const first = await fetch(`${base}/api/pilotsh/tasks`);
    const firstSeen = seen.at(-1);
    const second = await fetch(`${base}/api/pilotsh/tasks`);
    expect(firstSeen).toMatchObject({ service: 'svc-pilotsh', url: '/api/pilotsh/tasks' });
    expect(firstSeen?.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.headers.get('x-request-id')).toBe(firstSeen?.requestId);
    expect(second.headers.get('x-request-id')).not.toBe(firstSeen?.requestId);
  });

  it('keeps answering when one replica goes away (scale down or crash): nginx tries the next address', async () => {
    const gone = servers.get('svc-fanhua@127.0.0.3');
    gone?.closeAllConnections();
    await new Promise<void>((resolve) => gone?.close(() => resolve()));
    servers.delete('svc-fanhua@127.0.0.3');
    const start = seen.length;
    // nginx without upstream `resolve` starts each request at a random one of the resolved addresses and
    // moves on from the gone one to the next, so a request lands on .4 two times in three: with 12 requests
    // both live replicas took part only 99 % of the time (a CI run saw all 12 on .4); with 48, all but 1e-8.
    for (let index = 0; index < 48; index += 1) {
      const response = await fetch(`${base}/api/fanhua/team/info?after=${index}`);
      expect(response.status).toBe(200);
    }
    const served = seen.slice(start);
    expect(served).toHaveLength(48);
    expect(new Set(served.map((entry) => entry.address))).toEqual(new Set(['127.0.0.2', '127.0.0.4']));
  });

  it("serves the runtime configuration and the shell from the image's html folder", async () => {
    const config = await fetch(`${base}/app-config.json`);
    expect(config.status).toBe(200);
    expect(config.headers.get('cache-control')).toBe('no-store');
    const page = await fetch(`${base}/fanhua/map`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('城市游戏');
  });
});

describe.runIf(nginx)('gateway behind a Kubernetes Ingress (nginx-edge.conf)', () => {
  let running: RunningNginx | undefined;
  let dir = '';
  let base = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'citygames-edge-gateway-'));
    chmodSync(dir, 0o755);
    writeHtmlRoot(join(dir, 'html'));
    const port = await freeTcpPort();
    const config = renderEdgeConfig(
      { renderNginxConfig, composeStaticRoots },
      { port, htmlRoot: join(dir, 'html'), accessLog: 'off', nginxVersion: nginxVersionOf(nginx!) },
    ).replace(/\/tmp\/nginx-/g, `${dir}/`);
    running = await startNginx({ binary: nginx!, prefixDir: dir, config, port });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await running?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers GAME_OFFLINE for the API of any game the Ingress did not route (switched off by the overlay)', async () => {
    for (const game of GAME_IDS) {
      for (const [method, path] of [
        ['GET', `/api/${game}/health`],
        ['POST', `/api/${game}/login`],
        ['GET', `/api/${game}/anything/else`],
      ] as const) {
        const response = await fetch(`${base}${path}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
        expect(response.status, path).toBe(503);
        expect(await response.json()).toMatchObject({ error: 'GAME_OFFLINE', game });
      }
    }
  });

  it('serves the static site', async () => {
    expect((await fetch(`${base}/app-config.json`)).status).toBe(200);
    expect(await (await fetch(`${base}/polish120/login`)).text()).toContain('城市游戏');
  });
});
