#!/usr/bin/env node
/**
 * Prints (or writes) the generated nginx.conf.
 *   node gateway/dist/cli/render-nginx.js --mode compose [--port 80] [--games pilotsh,fanhua] [--html-root /usr/share/nginx/html] [--out nginx.conf]
 *   node gateway/dist/cli/render-nginx.js --mode local --port 8080 --repo . --app-config .data/app-config.json \
 *     --upstreams svc-auth=127.0.0.1:8100,svc-pilotsh=127.0.0.1:8101,svc-polish120=127.0.0.1:8102,svc-fanhua=127.0.0.1:8103
 *   (local mode needs every service's address: the gateway's own port says nothing about where they run)
 * HTTPS (compose): --port 8443 --tls-cert <fullchain.pem> --tls-key <privkey.pem> [--redirect-from 8080] [--acme-webroot <dir>]
 * CSP: --map-tile-url <app-config map.tileUrl> lets pages load tiles from that host.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { composeStaticRoots, localStaticRoots, type UpstreamAddresses } from '../gateway-layout.js';
import { parseGamesList } from '../games-list.js';
import { renderNginxConfig } from '../render-nginx-config.js';
import { SERVICES } from '../route-manifest.js';
import { tileSourceFromUrl } from '../security-headers.js';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'compose' },
    port: { type: 'string' },
    games: { type: 'string' },
    'html-root': { type: 'string' },
    repo: { type: 'string', default: '.' },
    'app-config': { type: 'string' },
    resolver: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'redirect-from': { type: 'string' },
    'acme-webroot': { type: 'string' },
    'map-tile-url': { type: 'string' },
    upstreams: { type: 'string' },
    out: { type: 'string' },
  },
});

const mode = values.mode === 'local' ? 'local' : values.mode === 'compose' ? 'compose' : null;
if (!mode) {
  process.stderr.write(`--mode 只能是 local 或 compose（收到 ${values.mode}）\n`);
  process.exit(2);
}
const repo = resolve(values.repo);
if (Boolean(values['tls-cert']) !== Boolean(values['tls-key'])) {
  process.stderr.write('--tls-cert 与 --tls-key 要一起给出\n');
  process.exit(2);
}
const tls =
  values['tls-cert'] && values['tls-key']
    ? {
        certificateFile: values['tls-cert'],
        keyFile: values['tls-key'],
        ...(values['redirect-from'] ? { redirectFromPort: Number(values['redirect-from']) } : {}),
        ...(values['acme-webroot'] ? { acmeWebroot: values['acme-webroot'] } : {}),
      }
    : undefined;
/** `--upstreams name=host:port,…` */
const upstreams = Object.fromEntries(
  (values.upstreams ?? '')
    .split(',')
    .map((pair) => pair.trim().split('='))
    .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
) as Partial<UpstreamAddresses>;
const unknown = Object.keys(upstreams).filter((name) => !SERVICES.some((service) => service.name === name));
if (unknown.length > 0 || (mode === 'local' && Object.keys(upstreams).length < SERVICES.length)) {
  process.stderr.write(
    `--upstreams 要为每个服务给出 名称=主机:端口（${SERVICES.map((service) => service.name).join('、')}）${unknown.length ? `，未知的服务：${unknown.join('、')}` : ''}\n`,
  );
  process.exit(2);
}
const config = renderNginxConfig({
  mode,
  upstreams,
  ...(values.port ? { listenPort: Number(values.port) } : {}),
  enabledGames: parseGamesList(values.games),
  ...(values.resolver ? { resolver: values.resolver } : {}),
  ...(tls ? { tls } : {}),
  mapTileSource: tileSourceFromUrl(values['map-tile-url']),
  staticRoots:
    mode === 'local' ? localStaticRoots(repo, resolve(values['app-config'] ?? `${repo}/.data/app-config.json`)) : composeStaticRoots(values['html-root']),
});
if (values.out) writeFileSync(values.out, config);
else process.stdout.write(config);
