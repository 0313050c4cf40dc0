import { describe, expect, it } from 'vitest';
import { localStaticRoots } from '../src/gateway-layout.js';
import { parseGamesList } from '../src/games-list.js';
import { renderNginxConfig } from '../src/render-nginx-config.js';
import { AUTH_PATHS, GAME_IDS } from '../src/route-manifest.js';
import { resolveRoute } from '../src/route-resolver.js';
import { loopbackUpstreams } from './fake-upstreams.js';

/** The body of the first `location <selector> { ... }` block. */
function locationBlock(config: string, selector: string): string {
  const start = config.indexOf(`location ${selector} {`);
  expect(start, `location ${selector}`).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('\n    }', start));
}

describe('renderNginxConfig, compose mode', () => {
  const config = renderNginxConfig({ mode: 'compose' });

  it('limits logins and registrations per address only as a flood guard (600 at once, then 10 a second), never other calls', () => {
    expect(config).toContain('limit_req_zone $binary_remote_addr zone=citygames_passwords:10m rate=600r/m;');
    expect(locationBlock(config, '= /api/pilotsh/players')).toContain('limit_req zone=citygames_passwords burst=600 nodelay;');
    expect(locationBlock(config, '= /api/organizer/login')).toContain('limit_req zone=citygames_passwords burst=600 nodelay;');
    expect(locationBlock(config, '= /api/pilotsh/players/is_admin')).not.toContain('citygames_passwords');
    expect(locationBlock(config, '^~ /api/pilotsh/')).not.toContain('citygames_passwords');
  });

  it("limits every other API route's writes per caller (the Authorization header), refused as 503 and so SERVICE_BUSY", () => {
    expect(config).toMatch(
      /map \$request_method \$citygames_write_caller \{\n\s+GET "";\n\s+HEAD "";\n\s+OPTIONS "";\n\s+default \$http_authorization;\n\s+\}/,
    );
    expect(config).toContain('limit_req_zone $citygames_write_caller zone=citygames_writes:20m rate=20r/s;');
    for (const selector of ['^~ /api/pilotsh/', '^~ /api/fanhua/media/', '^~ /api/organizer/', '= /api/polish120/players/is_admin']) {
      const block = locationBlock(config, selector);
      expect(block, selector).toContain('limit_req zone=citygames_writes burst=40 delay=20;');
      expect(block, selector).toContain('limit_req_status 503;');
      expect(block, selector).toMatch(/error_page [0-9 ]*503[0-9 ]* = @busy_/);
    }
    for (const selector of ['= /api/pilotsh/login', '= /api/organizer/login']) expect(locationBlock(config, selector)).not.toContain('citygames_writes');
    const nodelay = renderNginxConfig({ mode: 'compose', callerWriteLimit: { perSecond: 5, burst: 10 } });
    expect(locationBlock(nodelay, '^~ /api/pilotsh/')).toContain('limit_req zone=citygames_writes burst=10 nodelay;');
  });

  it('keeps connections to the services alive and re-resolves their names while running (scaled replicas)', () => {
    expect(config).toContain('resolver 127.0.0.11 valid=10s ipv6=off;');
    const upstream = config.slice(config.indexOf('upstream citygames_svc_pilotsh {'));
    expect(upstream).toMatch(/^upstream citygames_svc_pilotsh \{\n\s+zone citygames_svc_pilotsh 64k;\n\s+server svc-pilotsh:8101 resolve;\n\s+keepalive 32;/);
    const pilotsh = locationBlock(config, '^~ /api/pilotsh/');
    expect(pilotsh).toContain('proxy_pass http://citygames_svc_pilotsh;');
    expect(pilotsh).toContain('proxy_set_header Connection "";');
    expect(pilotsh).toContain('proxy_http_version 1.1;');
  });

  it('on an nginx without `server … resolve` (before 1.27.3) resolves per request through a variable instead', () => {
    const old = renderNginxConfig({ mode: 'compose', nginxVersion: '1.22.1' });
    const pilotsh = locationBlock(old, '^~ /api/pilotsh/');
    expect(pilotsh).toContain('set $citygames_upstream http://svc-pilotsh:8101;');
    expect(pilotsh).toContain('proxy_pass $citygames_upstream;');
    expect(old).not.toMatch(/^\s*upstream /m);
  });

  it('has room for thousands of concurrent event streams', () => {
    expect(config).toContain('worker_rlimit_nofile 65536;');
    expect(config).toContain('worker_connections 16384;');
  });

  it('serves the builds from the image folders and listens on 80', () => {
    expect(config).toContain('listen 80;');
    expect(config).toContain('root /usr/share/nginx/html/shell;');
    expect(locationBlock(config, '^~ /remotes/fanhua/')).toContain('alias /usr/share/nginx/html/remotes/fanhua/;');
    expect(locationBlock(config, '= /app-config.json')).toContain('alias /usr/share/nginx/html/app-config.json;');
    expect(config).toContain('access_log /dev/stdout citygames_json;');
  });

  it("sends every auth path of CONTRACTS.md to svc-auth behind its game's health gate", () => {
    for (const game of GAME_IDS) {
      for (const path of AUTH_PATHS[game]) {
        const block = locationBlock(config, `= ${path}`);
        expect(block).toContain(`auth_request /_citygames_gate/${game};`);
        expect(block).toContain('proxy_pass http://citygames_svc_auth;');
        expect(block).toContain(`= @busy_${game};`);
      }
      expect(locationBlock(config, `= /_citygames_gate/${game}`)).toContain(`proxy_pass http://citygames_svc_${game}/health;`);
    }
  });

  it('streams the fanhua radio feed, live and in the studio preview, unbuffered with a long read time-out', () => {
    for (const path of ['/api/fanhua/msg/stream', '/api/fanhua/studio-preview/msg/stream']) {
      const block = locationBlock(config, `= ${path}`);
      expect(block).toContain('proxy_buffering off;');
      expect(block).toContain('proxy_read_timeout 3600s;');
      expect(block).toContain('gzip off;');
      expect(block).toContain('proxy_pass http://citygames_svc_fanhua;');
    }
  });

  it('passes the request id and client address and logs JSON with the request id', () => {
    expect(locationBlock(config, '^~ /api/fanhua/')).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(locationBlock(config, '^~ /api/fanhua/')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).toMatch(/log_format citygames_json escape=json '\{"time":"\$time_iso8601","request_id":"\$request_id"/);
  });

  it('caches hashed assets for a year, revalidates the rest and never stores the runtime config', () => {
    expect(config).toMatch(/"~\[\.-\]\[0-9a-f\]\{8,\}.*" "public, max-age=31536000, immutable";/);
    expect(config).toContain('/app-config.json "no-store";');
    expect(config).toContain('default "no-cache";');
    expect(config).toMatch(/gzip_types [^;]*application\/javascript[^;]*;/);
  });

  it("answers unknown API paths with the JSON 404 and a service's failures with SERVICE_BUSY", () => {
    expect(locationBlock(config, '^~ /api/')).toContain('return 404 \'{"success":false,"error":"NOT_FOUND","message":"接口不存在"}\';');
    const busy = locationBlock(config, '@busy_polish120');
    expect(busy).toMatch(/return 503 '\{"success":false,"error":"SERVICE_BUSY","game":"polish120","message":"服务暂时繁忙，请稍后再试"/);
    expect(busy).toContain('add_header Retry-After 3 always;');
  });
});

describe('renderNginxConfig, local mode', () => {
  // As `npm run dev` renders it: the gateway one port above PORT_BASE, the services where the run started them.
  const config = renderNginxConfig({
    mode: 'local',
    listenPort: 9201,
    upstreams: loopbackUpstreams(9220),
    enabledGames: ['pilotsh', 'fanhua'],
    staticRoots: localStaticRoots('/repo', '/data/app-config.json'),
  });

  it('lets its single worker hold 5,000 event streams (two connections each) beside normal traffic', () => {
    expect(config).toContain('worker_processes 1;');
    expect(config).toContain('worker_rlimit_nofile 32768;');
    expect(config).toContain('worker_connections 16384;');
  });

  it('forwards to the addresses it is given, whatever port it listens on, and reads the builds inside the repository', () => {
    expect(config).toContain('listen 9201;');
    expect(config).toMatch(/upstream citygames_svc_auth \{\n\s+server 127\.0\.0\.1:9220;\n\s+keepalive 32;/);
    expect(config).toMatch(/upstream citygames_svc_fanhua \{\n\s+server 127\.0\.0\.1:9223;/);
    expect(locationBlock(config, '= /api/pilotsh/login')).toContain('proxy_pass http://citygames_svc_auth;');
    expect(locationBlock(config, '^~ /api/fanhua/')).toContain('proxy_pass http://citygames_svc_fanhua;');
    expect(config).toContain('root /repo/shell/dist;');
    expect(locationBlock(config, '^~ /remotes/pilotsh/')).toContain('alias /repo/mf-pilotsh/dist/;');
    expect(config).not.toContain('resolver ');
    expect(config).toMatch(/^pid nginx\.pid;$/m);
  });

  it('turns a game left out of GAMES off entirely, login included', () => {
    const block = locationBlock(config, '^~ /api/polish120/');
    expect(block).toContain('return 503');
    expect(block).not.toContain('proxy_pass');
    expect(config).not.toContain('location = /api/polish120/login');
    expect(config).not.toContain('/_citygames_gate/polish120');
  });

  it("refuses to render without the build folders or without every service's address", () => {
    expect(() => renderNginxConfig({ mode: 'local', upstreams: loopbackUpstreams(9220) })).toThrow(/staticRoots/);
    const { 'svc-fanhua': _fanhua, ...withoutFanhua } = loopbackUpstreams(9220);
    expect(() => renderNginxConfig({ mode: 'local', staticRoots: localStaticRoots('/repo', '/data/app-config.json'), upstreams: withoutFanhua })).toThrow(
      /upstreams of svc-fanhua/,
    );
  });
});

describe('resolveRoute (the Node proxy reads the manifest with nginx precedence)', () => {
  const all = new Set(GAME_IDS);
  it('prefers exact auth paths over the game prefix', () => {
    expect(resolveRoute('/api/fanhua/login/', all)).toMatchObject({ type: 'api', route: { service: 'svc-auth', kind: 'game-auth' } });
    expect(resolveRoute('/api/fanhua/login/x', all)).toMatchObject({ type: 'api', route: { service: 'svc-fanhua' } });
    expect(resolveRoute('/api/fanhua/msg/stream', all)).toMatchObject({ route: { kind: 'game-stream' } });
    expect(resolveRoute('/api/fanhua/studio-preview/msg/stream', all)).toMatchObject({ route: { kind: 'game-stream', service: 'svc-fanhua' } });
    expect(resolveRoute('/api/fanhua/studio-preview/team/status', all)).toMatchObject({ route: { kind: 'game', service: 'svc-fanhua' } });
  });
  it('maps static paths to their mounts', () => {
    expect(resolveRoute('/remotes/pilotsh/remoteEntry.js', all)).toMatchObject({ type: 'static', relativePath: 'remoteEntry.js' });
    expect(resolveRoute('/fanhua/auth', all)).toMatchObject({ type: 'static', mount: { root: 'shell' } });
    expect(resolveRoute('/app-config.json', all)).toMatchObject({ type: 'static', mount: { root: 'app-config' } });
  });
  it('closes games that are off and 404s unknown API paths', () => {
    expect(resolveRoute('/api/pilotsh/login', new Set(['fanhua'] as const))).toEqual({ type: 'game-off', game: 'pilotsh' });
    expect(resolveRoute('/api/other/x', all)).toEqual({ type: 'api-not-found' });
  });
});

describe('parseGamesList (GAMES)', () => {
  it('reads a subset in manifest order, all games when unset, and rejects typos', () => {
    expect(parseGamesList('fanhua, pilotsh')).toEqual(['pilotsh', 'fanhua']);
    expect(parseGamesList(undefined)).toEqual(['pilotsh', 'polish120', 'fanhua']);
    expect(parseGamesList('')).toEqual(['pilotsh', 'polish120', 'fanhua']);
    expect(() => parseGamesList('pilotsh,fanhau')).toThrow(/未知的游戏：fanhau/);
  });
});

describe('renderNginxConfig with TLS', () => {
  const tls = { certificateFile: '/tls/fullchain.pem', keyFile: '/tls/privkey.pem' };
  const roots = localStaticRoots('/repo', '/data/app-config.json');
  const upstreams = loopbackUpstreams(9320);

  it('sends HSTS over HTTPS, except for the local LAN certificate', () => {
    expect(renderNginxConfig({ mode: 'local', listenPort: 9300, upstreams, staticRoots: roots, tls })).toContain(
      'add_header Strict-Transport-Security "max-age=31536000" always;',
    );
    expect(renderNginxConfig({ mode: 'local', listenPort: 9300, upstreams, staticRoots: roots, tls: { ...tls, hsts: false } })).not.toContain(
      'add_header Strict-Transport-Security',
    );
    expect(renderNginxConfig({ mode: 'local', listenPort: 9300, upstreams, staticRoots: roots })).not.toContain('add_header Strict-Transport-Security');
  });

  it("sends HSTS on API answers from the gateway only, dropping a service's own", () => {
    const api = (config: string) => locationBlock(config, '^~ /api/fanhua/');
    const production = api(renderNginxConfig({ mode: 'compose', listenPort: 8443, tls }));
    expect(production).toContain('proxy_hide_header Strict-Transport-Security;');
    expect(production).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    for (const config of [
      renderNginxConfig({ mode: 'local', listenPort: 9300, upstreams, staticRoots: roots, tls: { ...tls, hsts: false } }),
      renderNginxConfig({ mode: 'local', listenPort: 9300, upstreams, staticRoots: roots }),
    ]) {
      expect(api(config)).toContain('proxy_hide_header Strict-Transport-Security;');
      expect(api(config)).not.toContain('add_header Strict-Transport-Security');
    }
  });

  it('redirects plain HTTP sent to the HTTPS port (nginx 497) instead of its English 400 page', () => {
    expect(renderNginxConfig({ mode: 'compose', listenPort: 8443, tls })).toContain('error_page 497 =301 https://$http_host$request_uri;');
    expect(renderNginxConfig({ mode: 'local', listenPort: 9300, upstreams, staticRoots: roots })).not.toContain('error_page 497');
  });

  it('uses `http2 on` where nginx has it (1.25.1+) and `listen … http2` before', () => {
    expect(renderNginxConfig({ mode: 'compose', listenPort: 8443, tls, nginxVersion: '1.28.0' })).toMatch(/listen 8443 ssl;\n\s+http2 on;/);
    expect(renderNginxConfig({ mode: 'compose', listenPort: 8443, tls, nginxVersion: '1.22.1' })).toContain('listen 8443 ssl http2;');
  });

  it('redirects the plain port to HTTPS but serves the ACME challenge from the webroot', () => {
    const config = renderNginxConfig({ mode: 'compose', listenPort: 8443, tls: { ...tls, redirectFromPort: 8080, acmeWebroot: '/var/www/acme' } });
    expect(locationBlock(config, '^~ /.well-known/acme-challenge/')).toContain('root /var/www/acme;');
    expect(config).toContain('return 301 https://$host$request_uri;');
    expect(config).toContain('listen 8080;');
  });
});
