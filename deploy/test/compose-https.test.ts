import { X509Certificate } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeStaticRoots } from '@citygames/gateway/gateway-layout';
import { createSelfSignedCertificate } from '@citygames/gateway/lan-certificate';
import { findNginx, nginxVersionOf, startNginx, testNginxConfig, type RunningNginx } from '@citygames/gateway/nginx-process';
import { renderNginxConfig } from '@citygames/gateway/render-nginx-config';
import { GAME_IDS } from '@citygames/gateway/route-manifest';

/**
 * The compose gateway's HTTPS config (as gateway/Dockerfile renders it: certificate and ACME webroot at
 * configurable paths, a plain port that redirects) in this machine's nginx, with a test certificate.
 */
const nginx = findNginx();

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The certificate a new TLS connection to the port is given. */
function servedCertificate(port: number): Promise<X509Certificate> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, servername: 'games.example.cn', rejectUnauthorized: false }, () => {
      const peer = socket.getPeerX509Certificate();
      socket.end();
      if (peer) resolve(peer);
      else reject(new Error('no certificate'));
    });
    socket.on('error', reject);
  });
}

describe.runIf(nginx)('compose gateway over HTTPS', () => {
  let dir = '';
  let running: RunningNginx | undefined;
  let httpsPort = 0;
  let httpPort = 0;
  let config = '';
  /** The fake fanhua radio feed: holds every stream open and writes to all of them on demand. */
  const streams = new Set<import('node:http').ServerResponse>();
  const fanhua = createServer((req, res) => {
    if (req.url === '/health') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('data: "open"\n\n');
    streams.add(res);
  });
  const auth = createServer((_req, res) => void res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=600' }).end('{"ok":true}'));

  const tlsDir = () => join(dir, 'tls');
  const writeCertificate = async (name: string) => {
    const { certificate, key } = await createSelfSignedCertificate([name]);
    writeFileSync(join(tlsDir(), 'fullchain.pem'), certificate);
    writeFileSync(join(tlsDir(), 'privkey.pem'), key);
    return new X509Certificate(certificate);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'citygames-https-gateway-'));
    chmodSync(dir, 0o755);
    mkdirSync(tlsDir());
    mkdirSync(join(dir, 'acme', '.well-known', 'acme-challenge'), { recursive: true });
    writeFileSync(join(dir, 'acme', '.well-known', 'acme-challenge', 'token123'), 'token123.thumbprint');
    const roots = composeStaticRoots(join(dir, 'html'));
    mkdirSync(roots.shell, { recursive: true });
    writeFileSync(join(roots.shell, 'index.html'), '<!doctype html><title>城市游戏</title>');
    writeFileSync(roots.appConfigFile, '{"games":[]}');
    for (const game of GAME_IDS) mkdirSync(roots.remotes[game], { recursive: true });
    await writeCertificate('games.example.cn');
    const fanhuaPort = await listen(fanhua);
    const authPort = await listen(auth);
    httpsPort = await freePort();
    httpPort = await freePort();
    config = renderNginxConfig({
      mode: 'compose',
      listenPort: httpsPort,
      tls: {
        certificateFile: join(tlsDir(), 'fullchain.pem'),
        keyFile: join(tlsDir(), 'privkey.pem'),
        redirectFromPort: httpPort,
        acmeWebroot: join(dir, 'acme'),
      },
      upstreams: { 'svc-auth': `127.0.0.1:${authPort}`, 'svc-fanhua': `127.0.0.1:${fanhuaPort}` },
      staticRoots: roots,
      mapTileSource: 'https://*.is.autonavi.com',
      accessLog: 'off',
      nginxVersion: nginxVersionOf(nginx!),
    }).replace(/\/tmp\/nginx-/g, `${dir}/`);
  });

  afterAll(async () => {
    for (const stream of streams) stream.end();
    await running?.stop();
    for (const server of [fanhua, auth]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes `nginx -t` with the test certificate', () => {
    const result = testNginxConfig(nginx!, dir, config);
    expect(result.output).toContain('test is successful');
  });

  it('serves the site over HTTPS with HTTP/2, HSTS and the CSP', async () => {
    running = await startNginx({ binary: nginx!, prefixDir: dir, config, port: httpsPort });
    const session = http2Connect(`https://127.0.0.1:${httpsPort}`, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const stream = session.request({ ':path': '/fanhua/area' });
        stream.on('response', (answer) => resolve(answer as Record<string, unknown>));
        stream.on('error', reject);
        stream.resume();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(headers['strict-transport-security']).toBe('max-age=31536000');
      expect(String(headers['content-security-policy'])).toContain("img-src 'self' data: blob: https://*.is.autonavi.com");
    } finally {
      session.close();
    }
  });

  it('redirects plain HTTP to HTTPS, except the ACME challenge', async () => {
    const get = (path: string) =>
      new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port: httpPort, path, headers: { Host: 'games.example.cn' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
        })
          .on('error', reject)
          .end();
      });
    expect(await get('/fanhua/area?x=1')).toMatchObject({ status: 301, location: 'https://games.example.cn/fanhua/area?x=1' });
    expect(await get('/api/fanhua/team/info')).toMatchObject({ status: 301, location: 'https://games.example.cn/api/fanhua/team/info' });
    expect(await get('/.well-known/acme-challenge/token123')).toMatchObject({ status: 200, body: 'token123.thumbprint' });
  });

  it('takes a renewed certificate on reload without dropping an open event stream', async () => {
    const received: string[] = [];
    const streamOpen = new Promise<void>((resolve, reject) => {
      httpsRequest({ host: '127.0.0.1', port: httpsPort, path: '/api/fanhua/msg/stream', rejectUnauthorized: false }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received.push(chunk);
          resolve();
        });
      })
        .on('error', reject)
        .end();
    });
    await streamOpen;
    const before = await servedCertificate(httpsPort);
    const renewed = await writeCertificate('games.example.cn');
    expect(renewed.fingerprint256).not.toBe(before.fingerprint256);
    running!.child.kill('SIGHUP');
    let after = before;
    for (let attempt = 0; attempt < 50 && after.fingerprint256 !== renewed.fingerprint256; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await servedCertificate(httpsPort);
    }
    expect(after.fingerprint256).toBe(renewed.fingerprint256);
    // The stream opened before the reload still delivers.
    const delivered = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (received.join('').includes('after-reload')) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    for (const stream of streams) stream.write('data: "after-reload"\n\n');
    await delivered;
    expect(received.join('')).toContain('data: "open"');
  });

  it('marks API answers no-store even when the service says otherwise', async () => {
    const answer = await new Promise<{ cacheControl?: string; type?: string }>((resolve, reject) => {
      httpsRequest({ host: '127.0.0.1', port: httpsPort, path: '/api/auth/health', rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve({ cacheControl: res.headers['cache-control'], type: res.headers['content-type'] });
      })
        .on('error', reject)
        .end();
    });
    expect(answer.cacheControl).toBe('no-store');
  });
});
