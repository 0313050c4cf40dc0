import { mkdtempSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeDevRequest, startDevProxy } from '../lib/dev-proxy.mjs';
import { devServerSpecs } from '../lib/dev-servers.mjs';
import { compiledFoldersOf, newestChange } from '../lib/service-watch.mjs';
import { GAMES, repoPath } from '../lib/workspace.mjs';
import { freePort } from './free-port.js';

const routes = { gatewayPort: 9001, shellPort: 9010, remotePorts: { pilotsh: 9011, fanhua: 9013 } };

describe('the dev front of npm run dev', () => {
  it("sends a remote's files, hot updates and update channel to its dev server, without the /remotes/<game> prefix", () => {
    expect(routeDevRequest('/remotes/pilotsh/mf-manifest.json', routes)).toEqual({ port: 9011, path: '/mf-manifest.json' });
    expect(routeDevRequest('/remotes/pilotsh/main.abc.hot-update.json?t=1', routes)).toEqual({ port: 9011, path: '/main.abc.hot-update.json?t=1' });
    expect(routeDevRequest('/remotes/fanhua/ws', routes)).toEqual({ port: 9013, path: '/ws' });
    expect(routeDevRequest('/remotes/fanhua', routes)).toEqual({ port: 9013, path: '/' });
  });

  it('leaves the API, the runtime configuration and the remotes of closed games to the gateway', () => {
    expect(routeDevRequest('/api/pilotsh/login', routes)).toEqual({ port: 9001, path: '/api/pilotsh/login' });
    expect(routeDevRequest('/app-config.json', routes)).toEqual({ port: 9001, path: '/app-config.json' });
    expect(routeDevRequest('/remotes/polish120/mf-manifest.json', routes)).toEqual({ port: 9001, path: '/remotes/polish120/mf-manifest.json' });
  });

  it("sends every page and the shell's own files to the shell's dev server", () => {
    expect(routeDevRequest('/', routes)).toEqual({ port: 9010, path: '/' });
    expect(routeDevRequest('/pilotsh/login', routes)).toEqual({ port: 9010, path: '/pilotsh/login' });
    expect(routeDevRequest('/apiary', routes)).toEqual({ port: 9010, path: '/apiary' });
    expect(routeDevRequest('/ws', routes)).toEqual({ port: 9010, path: '/ws' });
  });

  it('gives the shell and each open game a dev server port of its own above PORT_BASE', () => {
    expect(devServerSpecs(8080, GAMES, ['pilotsh', 'fanhua'])).toEqual([
      { name: 'shell', port: 8090, mountPath: '/', readyPath: '/index.html' },
      { name: 'mf-pilotsh', port: 8091, mountPath: '/remotes/pilotsh', readyPath: '/mf-manifest.json' },
      { name: 'mf-fanhua', port: 8093, mountPath: '/remotes/fanhua', readyPath: '/mf-manifest.json' },
    ]);
  });
});

describe('service restarts of npm run dev', () => {
  it('watch the compiled output of the service and of the workspace packages it depends on, directly or not', () => {
    expect(compiledFoldersOf('svc-pilotsh')).toEqual(
      ['svc-pilotsh/dist', 'packages/contracts/dist', 'packages/service-kit/dist', 'packages/task-engine/dist'].map(repoPath),
    );
    expect(compiledFoldersOf('svc-auth')).toEqual(['svc-auth/dist', 'packages/contracts/dist', 'packages/service-kit/dist'].map(repoPath));
  });

  it('see a change by the newest file time under those folders', () => {
    const root = mkdtempSync(join(tmpdir(), 'newest-change-'));
    mkdirSync(join(root, 'a', 'nested'), { recursive: true });
    writeFileSync(join(root, 'a', 'nested', 'old.js'), '');
    writeFileSync(join(root, 'a', 'new.js'), '');
    utimesSync(join(root, 'a', 'nested', 'old.js'), 1000, 1000);
    utimesSync(join(root, 'a', 'new.js'), 2000, 2000);
    expect(newestChange([join(root, 'a'), join(root, 'missing')])).toBe(2_000_000);
    expect(newestChange([join(root, 'missing')])).toBe(0);
  });
});

describe('the dev front, running', () => {
  /** An upstream that answers every request with its name and the path it was asked for, and echoes upgraded sockets. */
  async function upstream(name: string): Promise<{ port: number; close: () => Promise<void> }> {
    const server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ name, path: request.url, host: request.headers.host }));
    });
    server.on('upgrade', (request, socket) => {
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nx-upstream: ${name} ${request.url}\r\n\r\n`);
      socket.pipe(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('forwards requests and WebSocket upgrades to the dev server or gateway their path belongs to', async () => {
    const [gateway, shell, pilotsh] = await Promise.all([upstream('gateway'), upstream('shell'), upstream('pilotsh')]);
    const frontPort = await freePort();
    const front = await startDevProxy(frontPort, { gatewayPort: gateway.port, shellPort: shell.port, remotePorts: { pilotsh: pilotsh.port } }, () => {});
    try {
      const answer = async (path: string) => (await fetch(`http://127.0.0.1:${frontPort}${path}`)).json();
      expect(await answer('/remotes/pilotsh/remoteEntry.js')).toEqual({ name: 'pilotsh', path: '/remoteEntry.js', host: `127.0.0.1:${frontPort}` });
      expect(await answer('/api/auth/health')).toMatchObject({ name: 'gateway', path: '/api/auth/health' });
      expect(await answer('/pilotsh/login')).toMatchObject({ name: 'shell', path: '/pilotsh/login' });

      const socket = connect(frontPort, '127.0.0.1');
      socket.write(`GET /remotes/pilotsh/ws HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`);
      // once the upstream's 101 arrives, bytes written by the browser come back through the front
      const received = await new Promise<string>((resolve) => {
        let text = '';
        let pinged = false;
        socket.on('data', (chunk) => {
          text += chunk.toString();
          if (!pinged && text.includes('\r\n\r\n')) {
            pinged = true;
            socket.write('ping');
          }
          if (text.endsWith('\r\n\r\nping')) resolve(text);
        });
      });
      socket.destroy();
      expect(received).toContain('x-upstream: pilotsh /ws');
      expect(received.endsWith('ping')).toBe(true);
    } finally {
      await front.close();
      await Promise.all([gateway.close(), shell.close(), pilotsh.close()]);
    }
  });
});
