import { API_REVALIDATE_CACHE_CONTROL, CACHE_CONTROL_HEADER } from './cache-policy.js';
import { composeStaticRoots, composeUpstreams, type StaticRoots, type UpstreamAddresses } from './gateway-layout.js';
import {
  API_NOT_FOUND_BODY,
  BODY_TOO_LARGE_BODY,
  OFFLINE_RETRY_AFTER_SECONDS,
  SERVICE_BUSY_RETRY_AFTER_SECONDS,
  PASSWORD_LIMIT_RETRY_AFTER_SECONDS,
  PASSWORD_REQUESTS_LIMITED_BODY,
  UNSUPPORTED_ENCODING_BODY,
  clientErrorBody,
  gameOfflineBody,
  serviceBusyBody,
} from './gateway-responses.js';
import type { ClientErrorStatus } from './gateway-responses.js';
import { MIME_TYPES } from './mime-types.js';
import { nginxVersionAtLeast } from './nginx-version.js';
import { APP_CONFIG_PRELOAD, gamePreloads } from './page-preloads.js';
import { HSTS_VALUE, securityHeaders } from './security-headers.js';
import {
  API_PREFIX,
  API_ROUTES,
  ASSET_EXTENSION_PATTERN,
  COMPRESSIBLE_CONTENT_TYPES,
  CALLER_WRITE_LIMIT,
  delayAfterOf,
  GAME_IDS,
  GZIP_MIN_LENGTH,
  HASHED_ASSET_PATTERN,
  MAX_BODY_SIZE_MB,
  PASSWORD_REQUEST_LIMIT,
  PROXY_TIMEOUTS,
  READ_METHODS,
  SERVICES,
  type ApiRoute,
  type PasswordRequestLimit,
  type RequestRateLimitSettings,
  type GameId,
  type ServiceName,
} from './route-manifest.js';

export interface NginxConfigOptions {
  /**
   * 'local': `npm start` on one machine (services on 127.0.0.1, builds read from the repository,
   * pid and temp files relative to the nginx prefix given with `-p`).
   * 'compose': the gateway container (services by Docker DNS name, resolved per request through
   * Docker's resolver so nginx starts while a service is down or its profile is off).
   */
  mode: 'local' | 'compose';
  /** Port nginx listens on. Default: local 8080 (PORT_BASE), compose 80. */
  listenPort?: number;
  /** Games whose routes are open. A game left out answers GAME_OFFLINE on every path, login included. Default: all. */
  enabledGames?: readonly GameId[];
  /**
   * Service → "host:port". Required for every service in local mode (the local run says where it started
   * them: its gateway's port says nothing about that); compose default `composeUpstreams()`.
   */
  upstreams?: Partial<UpstreamAddresses>;
  /** Folders of the builds. Required in local mode; compose default `composeStaticRoots()`. */
  staticRoots?: StaticRoots;
  /** compose only: DNS resolver for service names. Default Docker's 127.0.0.11. */
  resolver?: string;
  /** Default: local 1 (the machine runs the services too), compose 'auto'. */
  workerProcesses?: number | 'auto';
  /** Emit a `user` directive (only meaningful when nginx starts as root). */
  user?: string;
  /**
   * Where the JSON access log goes, or 'off'. Default: compose /dev/stdout; local `access.log` under
   * the prefix (a Node parent gives nginx socket pairs, not pipes, and /dev/stdout cannot be opened on those).
   */
  accessLog?: string;
  /** Serve HTTPS on listenPort with this certificate (compose: the organiser's; local HTTPS=1: a generated one). */
  tls?: TlsOptions;
  /** CSP source of the map-tile host (`tileSourceFromUrl(app-config map.tileUrl)`); images and fetches may use it. */
  mapTileSource?: string | null;
  /**
   * Version of the nginx that will run the config: newer directives are used only where it has them.
   * Default: compose '1.28.0' (the gateway image), local '1.22.0' (Debian 12).
   */
  nginxVersion?: string;
  /**
   * ngx_brotli's static module (a `.so` path) when this nginx has it: the builds' `.br` copies are then sent
   * to browsers that accept brotli (scripts/lib/precompress-builds.mjs), gzip to the others.
   */
  brotliStaticModule?: string | null;
  /** Logins and registrations per client address (default PASSWORD_REQUEST_LIMIT). */
  passwordRequestLimit?: PasswordRequestLimit;
  /** Writes per caller (Authorization header) on the other API routes (default CALLER_WRITE_LIMIT). */
  callerWriteLimit?: RequestRateLimitSettings;
}

export interface TlsOptions {
  /** PEM certificate chain (leaf first) and private key, as paths nginx reads at start and on reload. */
  certificateFile: string;
  keyFile: string;
  /** A plain-HTTP server on this port redirects to HTTPS, except the ACME challenge path. */
  redirectFromPort?: number;
  /** Folder served at /.well-known/acme-challenge/ on the redirect port (certbot/acme.sh `--webroot`). */
  acmeWebroot?: string;
  /**
   * Send Strict-Transport-Security (default true). Off for the local LAN certificate: a browser that
   * learnt HSTS for localhost would refuse the plain `npm start` afterwards.
   */
  hsts?: boolean;
}

interface ResolvedOptions {
  mode: 'local' | 'compose';
  listenPort: number;
  enabled: ReadonlySet<GameId>;
  upstreams: UpstreamAddresses;
  roots: StaticRoots;
  resolver: string;
  workerProcesses: number | 'auto';
  user: string | undefined;
  accessLog: string;
  tls: TlsOptions | undefined;
  mapTileSource: string | null;
  /** Upstream servers re-resolved by name at run time (nginx ≥ 1.27.3 `server … resolve`). */
  upstreamResolve: boolean;
  /** `http2 on;` (nginx ≥ 1.25.1) rather than `listen … http2`. */
  http2Directive: boolean;
  passwordRequestLimit: PasswordRequestLimit;
  callerWriteLimit: RequestRateLimitSettings;
  brotliStaticModule: string | null;
}

function resolveOptions(options: NginxConfigOptions): ResolvedOptions {
  const local = options.mode === 'local';
  const listenPort = options.listenPort ?? (local ? 8080 : 80);
  if (local && !options.staticRoots) throw new Error('renderNginxConfig: local mode needs staticRoots');
  const missing = SERVICES.filter((service) => !options.upstreams?.[service.name]).map((service) => service.name);
  if (local && missing.length > 0) throw new Error(`renderNginxConfig: local mode needs the upstreams of ${missing.join(', ')}`);
  const defaults = local ? {} : composeUpstreams();
  const version = options.nginxVersion ?? (local ? '1.22.0' : '1.28.0');
  return {
    mode: options.mode,
    listenPort,
    enabled: new Set(options.enabledGames ?? GAME_IDS),
    upstreams: { ...defaults, ...options.upstreams } as UpstreamAddresses,
    roots: options.staticRoots ?? composeStaticRoots(),
    resolver: options.resolver ?? '127.0.0.11',
    workerProcesses: options.workerProcesses ?? (local ? 1 : 'auto'),
    user: options.user,
    accessLog: options.accessLog ?? (local ? 'access.log' : '/dev/stdout'),
    tls: options.tls,
    mapTileSource: options.mapTileSource ?? null,
    upstreamResolve: !local && nginxVersionAtLeast(version, '1.27.3'),
    http2Directive: nginxVersionAtLeast(version, '1.25.1'),
    passwordRequestLimit: options.passwordRequestLimit ?? PASSWORD_REQUEST_LIMIT,
    callerWriteLimit: options.callerWriteLimit ?? CALLER_WRITE_LIMIT,
    brotliStaticModule: options.brotliStaticModule ?? null,
  };
}

/** A string as an nginx quoted literal (for `return` bodies and header values). */
function quote(text: string): string {
  if (/['$\\]/.test(text)) throw new Error(`cannot quote for nginx: ${text}`);
  return `'${text}'`;
}

function jsonLiteral(body: unknown): string {
  return quote(JSON.stringify(body));
}

function busyLocationName(game: GameId | null): string {
  return game ? `@busy_${game}` : '@busy_auth';
}

function indent(lines: readonly string[], depth: number): string[] {
  const pad = '  '.repeat(depth);
  return lines.map((line) => (line ? pad + line : line));
}

/** Headers every proxied request carries (repeated per location: one proxy_set_header there drops the inherited ones). */
function proxyHeaders(): string[] {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Host $host;',
    'proxy_set_header Connection "";',
    'proxy_set_header X-Request-Id $request_id;',
    'proxy_set_header X-Real-IP $remote_addr;',
    // The gateway is the edge: a client-supplied X-Forwarded-For is replaced, never extended, so the
    // services' per-address login limits cannot be dodged by sending a made-up address.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ];
}

/** Name of the nginx `upstream` block of a service. */
function upstreamName(service: ServiceName): string {
  return `citygames_${service.replace(/-/g, '_')}`;
}

/**
 * One `upstream` block per service, so connections to the services are kept alive and reused.
 * compose: servers by Docker DNS name with `resolve`, re-resolved while running (scaled replicas,
 * a service whose profile is off at start); nginx older than 1.27.3 has no `resolve`, so there
 * the locations fall back to a per-request variable instead (see `proxyPass`).
 */
function upstreamBlocks(o: ResolvedOptions): string[] {
  if (o.mode === 'compose' && !o.upstreamResolve) return [];
  return SERVICES.flatMap((service) => [
    `upstream ${upstreamName(service.name)} {`,
    ...indent(
      [
        ...(o.mode === 'compose' ? [`zone ${upstreamName(service.name)} 64k;`, `server ${o.upstreams[service.name]} resolve;`] : []),
        ...(o.mode === 'local' ? [`server ${o.upstreams[service.name]};`] : []),
        'keepalive 32;',
        // Below the services' own keep-alive time-out (65 s), so nginx never reuses a socket the service is closing.
        'keepalive_timeout 60s;',
      ],
      1,
    ),
    '}',
  ]);
}

function proxyPass(o: ResolvedOptions, service: ServiceName, uri = '', variable = 'citygames_upstream'): string[] {
  if (o.mode === 'compose' && !o.upstreamResolve) {
    // Through a variable, nginx resolves the name per request (and starts while a service is down).
    return [`set $${variable} http://${o.upstreams[service]}${uri};`, `proxy_pass $${variable};`];
  }
  return [`proxy_pass http://${upstreamName(service)}${uri};`];
}

/** A string as an nginx double-quoted header value (CSP contains single quotes). */
function headerValue(text: string): string {
  if (/["$\\]/.test(text)) throw new Error(`cannot quote for nginx: ${text}`);
  return `"${text}"`;
}

const CLIENT_ERROR_PAGES: ReadonlyArray<readonly [string, ClientErrorStatus]> = [
  ['400', 400],
  ['405', 405],
  ['414', 414],
  // 494: nginx's own code for "request header too large", sent to the client as 400; answered as 431.
  ['494', 431],
  ['431', 431],
];

const CLIENT_ERROR_PATH = '/_citygames_error/';

/**
 * nginx's own HTML error pages replaced by JSON (repeated in locations that have an error_page of their own).
 * A URI, not a named location: errors found while reading the request line (a NUL, a broken escape)
 * answer 500 when sent to a named location.
 */
function clientErrorPages(): string[] {
  return CLIENT_ERROR_PAGES.map(([code, status]) => `error_page ${code} =${status} ${CLIENT_ERROR_PATH}${status};`);
}

function clientErrorLocations(): string[] {
  const statuses = [...new Set(CLIENT_ERROR_PAGES.map(([, status]) => status))];
  const apiNotFound = [
    `location = ${CLIENT_ERROR_PATH}api-not-found {`,
    ...indent(
      [
        'internal;',
        'default_type application/json;',
        `add_header Cache-Control ${CACHE_CONTROL_HEADER['no-store']} always;`,
        `return 404 ${jsonLiteral(API_NOT_FOUND_BODY)};`,
      ],
      1,
    ),
    '}',
  ];
  return [
    ...apiNotFound,
    ...statuses.flatMap((status) => [
      `location = ${CLIENT_ERROR_PATH}${status} {`,
      ...indent(
        [
          'internal;',
          'default_type application/json;',
          `add_header Cache-Control ${CACHE_CONTROL_HEADER['no-store']} always;`,
          'add_header X-Request-Id $request_id always;',
          ...(status === 405 ? ['add_header Allow "GET, HEAD, POST, PUT, PATCH, DELETE" always;'] : []),
          `return ${status} ${jsonLiteral(clientErrorBody(status))};`,
        ],
        1,
      ),
      '}',
    ]),
  ];
}

/** HSTS is the gateway's alone: sent only by an HTTPS gateway that was not told otherwise (the LAN certificate is). */
function sendsHsts(o: ResolvedOptions): boolean {
  return Boolean(o.tls) && o.tls?.hsts !== false;
}

/**
 * Every API answer: never stored by a shared cache; only a service's revalidate-every-time policy survives (apiCacheControl).
 * A service's own Strict-Transport-Security is dropped, so HSTS is sent once and only where the gateway decides.
 */
function apiAnswerHeaders(o: ResolvedOptions, route: ApiRoute): string[] {
  return [
    'default_type application/json;',
    'proxy_hide_header Cache-Control;',
    `add_header Cache-Control ${route.kind === 'game-media' ? '$citygames_media_cache_control' : '$citygames_api_cache_control'} always;`,
    'proxy_hide_header Strict-Transport-Security;',
    ...(sendsHsts(o) ? [`add_header Strict-Transport-Security ${headerValue(HSTS_VALUE)} always;`] : []),
  ];
}

function offlineReturn(game: GameId | null): string[] {
  return [
    'default_type application/json;',
    `add_header Retry-After ${OFFLINE_RETRY_AFTER_SECONDS} always;`,
    `add_header Cache-Control ${CACHE_CONTROL_HEADER['no-store']} always;`,
    `add_header X-Request-Id $request_id always;`,
    `return 503 ${jsonLiteral(gameOfflineBody(game))};`,
  ];
}

function busyReturn(game: GameId | null): string[] {
  return [
    'default_type application/json;',
    `add_header Retry-After ${SERVICE_BUSY_RETRY_AFTER_SECONDS} always;`,
    `add_header Cache-Control ${CACHE_CONTROL_HEADER['no-store']} always;`,
    `add_header X-Request-Id $request_id always;`,
    `return 503 ${jsonLiteral(serviceBusyBody(game))};`,
  ];
}

function gateLocation(o: ResolvedOptions, game: GameId): string[] {
  const service = SERVICES.find((entry) => entry.game === game);
  if (!service) throw new Error(`no service for ${game}`);
  return [
    `location = /_citygames_gate/${game} {`,
    ...indent(
      [
        'internal;',
        ...proxyHeaders(),
        'proxy_set_header Content-Length "";',
        'proxy_pass_request_body off;',
        `proxy_connect_timeout ${PROXY_TIMEOUTS.healthCheck}s;`,
        `proxy_read_timeout ${PROXY_TIMEOUTS.healthCheck}s;`,
        // Subrequests share the parent's variables: the gate needs a variable of its own.
        ...proxyPass(o, service.name, service.healthPath, 'citygames_gate_upstream'),
      ],
      1,
    ),
    '}',
  ];
}

function apiRouteLocation(o: ResolvedOptions, route: ApiRoute): string[] {
  const modifier = route.match === 'exact' ? '=' : '^~';
  const body: string[] = [];
  if (route.game && !o.enabled.has(route.game)) {
    body.push(...offlineReturn(route.game));
  } else {
    body.push(...apiAnswerHeaders(o, route));
    // A compressed request body is refused here: no client of the site sends one, and the services do not inflate.
    body.push('if ($citygames_encoded_body) {', `  return 415 ${jsonLiteral(UNSUPPORTED_ENCODING_BODY)};`, '}');
    if (route.checksPassword) {
      body.push(`limit_req zone=${PASSWORD_ZONE} burst=${o.passwordRequestLimit.burst} nodelay;`, `error_page 429 = ${PASSWORD_LIMITED_LOCATION};`);
    } else {
      // Refused writes become 503, which error_page below answers as SERVICE_BUSY with Retry-After.
      const { burst } = o.callerWriteLimit;
      const delayAfter = delayAfterOf(o.callerWriteLimit);
      body.push(`limit_req zone=${WRITE_ZONE} burst=${burst} ${delayAfter >= burst ? 'nodelay' : `delay=${delayAfter}`};`, 'limit_req_status 503;');
    }
    if (route.kind === 'game-auth' && route.game) body.push(`auth_request /_citygames_gate/${route.game};`);
    body.push(...proxyHeaders());
    body.push(`proxy_connect_timeout ${PROXY_TIMEOUTS.connect}s;`);
    if (route.kind === 'game-stream') {
      body.push(
        'proxy_buffering off;',
        'proxy_cache off;',
        'gzip off;',
        `proxy_read_timeout ${PROXY_TIMEOUTS.streamRead}s;`,
        `proxy_send_timeout ${PROXY_TIMEOUTS.streamRead}s;`,
      );
    } else {
      body.push(`proxy_read_timeout ${PROXY_TIMEOUTS.read}s;`);
    }
    // Only nginx's own failures (refused, time-out, unresolvable, failed gate) become SERVICE_BUSY:
    // without proxy_intercept_errors a service's own error answers pass through untouched.
    const codes = route.kind === 'game-auth' ? '401 403 500 502 503 504' : '502 503 504';
    body.push(`error_page ${codes} = ${busyLocationName(route.game)};`);
    // error_page here replaces the server's, so the JSON 413 and client errors are repeated.
    body.push('error_page 413 = @body_too_large;', ...clientErrorPages());
    body.push(...proxyPass(o, route.service));
  }
  return [`location ${modifier} ${route.path} {`, ...indent(body, 1), '}'];
}

const PASSWORD_ZONE = 'citygames_passwords';
const PASSWORD_LIMITED_LOCATION = '@password_requests_limited';

/** Per client address (nginx's leaky bucket; the Node proxy's RequestRateLimit does the same). */
function passwordZone(o: ResolvedOptions): string[] {
  return [
    `limit_req_zone $binary_remote_addr zone=${PASSWORD_ZONE}:10m rate=${Math.round(o.passwordRequestLimit.perSecond * 60)}r/m;`,
    'limit_req_status 429;',
  ];
}

const WRITE_ZONE = 'citygames_writes';

/**
 * Per caller: the Authorization header of a write; reads and requests without the header have an empty key,
 * which nginx does not count. A JWT is a few hundred bytes, so the zone holds some 30,000 callers.
 */
function writeZone(o: ResolvedOptions): string[] {
  return [
    'map $request_method $citygames_write_caller {',
    ...indent([...READ_METHODS.map((method) => `${method} "";`), 'default $http_authorization;'], 1),
    '}',
    `limit_req_zone $citygames_write_caller zone=${WRITE_ZONE}:20m rate=${o.callerWriteLimit.perSecond}r/s;`,
    // A flood would write one error line per refused request; the access log already has each 503 and 429.
    'limit_req_log_level notice;',
  ];
}

function passwordLimitedLocation(): string[] {
  return [
    `location ${PASSWORD_LIMITED_LOCATION} {`,
    ...indent(
      [
        'default_type application/json;',
        `add_header Retry-After ${PASSWORD_LIMIT_RETRY_AFTER_SECONDS} always;`,
        `add_header Cache-Control ${CACHE_CONTROL_HEADER['no-store']} always;`,
        'add_header X-Request-Id $request_id always;',
        `return 429 ${jsonLiteral(PASSWORD_REQUESTS_LIMITED_BODY)};`,
      ],
      1,
    ),
    '}',
  ];
}

function disabledGamePrefix(game: GameId): string[] {
  return [`location ^~ /api/${game}/ {`, ...indent(offlineReturn(game), 1), '}'];
}

function apiLocations(o: ResolvedOptions): string[] {
  const lines: string[] = [];
  for (const game of GAME_IDS) {
    lines.push(`location ${busyLocationName(game)} {`, ...indent(busyReturn(game), 1), '}');
  }
  lines.push(`location ${busyLocationName(null)} {`, ...indent(busyReturn(null), 1), '}');
  lines.push(...passwordLimitedLocation());
  for (const game of GAME_IDS) if (o.enabled.has(game)) lines.push(...gateLocation(o, game));
  for (const route of API_ROUTES) {
    const gameOff = route.game !== null && !o.enabled.has(route.game);
    // A game that is off gets one prefix location answering GAME_OFFLINE for all its paths.
    if (gameOff && (route.match === 'exact' || route.kind === 'game-media')) continue;
    lines.push(...(gameOff && route.game ? disabledGamePrefix(route.game) : apiRouteLocation(o, route)));
  }
  const notFound = indent(
    [
      'default_type application/json;',
      `add_header Cache-Control ${CACHE_CONTROL_HEADER['no-store']} always;`,
      `add_header X-Request-Id $request_id always;`,
      `return 404 ${jsonLiteral(API_NOT_FOUND_BODY)};`,
    ],
    1,
  );
  // Without these, nginx answers `/api/<game>` (no slash) with a 301 to the proxied prefix.
  for (const game of GAME_IDS) lines.push(`location = /api/${game} {`, ...notFound, '}');
  lines.push(
    `location ^~ ${API_PREFIX} {`,
    ...notFound,
    '}',
    'location @body_too_large {',
    ...indent(
      [
        'default_type application/json;',
        `add_header Cache-Control ${CACHE_CONTROL_HEADER['no-store']} always;`,
        `return 413 ${jsonLiteral(BODY_TOO_LARGE_BODY)};`,
      ],
      1,
    ),
    '}',
    ...clientErrorLocations(),
  );
  return lines;
}

function staticHeaders(o: ResolvedOptions): string[] {
  const security = securityHeaders({ mapTileSource: o.mapTileSource, hsts: sendsHsts(o) });
  return [
    // An /api/ request whose encoded dot segments (..%2F) lead out of /api/ is still an API request: never the SPA page.
    'if ($citygames_raw_api) {',
    `  rewrite ^ ${CLIENT_ERROR_PATH}api-not-found last;`,
    '}',
    // No `always`: a 404 must not be cached for a year under a hashed name.
    'add_header Cache-Control $citygames_cache_control;',
    ...Object.entries(security).map(([name, value]) => `add_header ${name} ${headerValue(value)} always;`),
  ];
}

function staticLocations(o: ResolvedOptions): string[] {
  const assetPattern = ASSET_EXTENSION_PATTERN.source;
  const lines: string[] = ['location = /app-config.json {', ...indent([`alias ${o.roots.appConfigFile};`, ...staticHeaders(o)], 1), '}'];
  for (const game of GAME_IDS) {
    lines.push(`location ^~ /remotes/${game}/ {`, ...indent([`alias ${o.roots.remotes[game]}/;`, ...staticHeaders(o)], 1), '}');
  }
  lines.push(
    `location ~* "${assetPattern}" {`,
    ...indent(['try_files $uri =404;', ...staticHeaders(o)], 1),
    '}',
    'location / {',
    // The page (index.html, for / and every client-side route) names the files it will ask for first.
    ...indent(['try_files $uri $uri/ /index.html;', 'add_header Link $citygames_page_preloads;', ...staticHeaders(o)], 1),
    '}',
  );
  return lines;
}

function mimeTypesBlock(): string[] {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(MIME_TYPES)) {
    byType.set(type, [...(byType.get(type) ?? []), extension]);
  }
  return [
    'types {',
    ...indent(
      [...byType].map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
      1,
    ),
    '}',
  ];
}

const ACCESS_LOG_FORMAT = [
  '{"time":"$time_iso8601"',
  '"request_id":"$request_id"',
  '"remote_addr":"$remote_addr"',
  '"method":"$request_method"',
  '"uri":"$request_uri"',
  '"status":$status',
  '"bytes":$body_bytes_sent',
  '"duration":$request_time',
  '"upstream":"$upstream_addr"',
  '"upstream_status":"$upstream_status"',
  '"user_agent":"$http_user_agent"}',
].join(',');

function listenLines(o: ResolvedOptions): string[] {
  if (!o.tls) return [`listen ${o.listenPort};`];
  return [
    ...(o.http2Directive ? [`listen ${o.listenPort} ssl;`, 'http2 on;'] : [`listen ${o.listenPort} ssl http2;`]),
    `ssl_certificate ${o.tls.certificateFile};`,
    `ssl_certificate_key ${o.tls.keyFile};`,
    // Mozilla's "intermediate" profile: every phone browser of the last years, no legacy protocols.
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
    'ssl_prefer_server_ciphers off;',
    'ssl_session_cache shared:citygames_tls:10m;',
    'ssl_session_timeout 1d;',
    'ssl_session_tickets off;',
  ];
}

/** For the container's health check, on every port (the plain one only redirects otherwise). */
function healthLocation(): string[] {
  return ['location = /gateway-health {', ...indent(['access_log off;', 'default_type text/plain;', "return 200 'ok';"], 1), '}'];
}

/**
 * `http://` typed for the HTTPS port (Safari tries it first; a LAN address is often typed without a scheme):
 * nginx's 497 would be its English 400 page, so the browser is sent to the same address over HTTPS.
 * `$http_host` keeps the port the visitor typed; nginx has already refused a malformed Host.
 */
function plainHttpOnTlsPort(): string[] {
  return ['error_page 497 =301 https://$http_host$request_uri;'];
}

/** Plain HTTP: the ACME challenge from a webroot, everything else redirected to HTTPS. */
function redirectServer(tls: TlsOptions): string[] {
  return [
    `listen ${tls.redirectFromPort};`,
    'server_name _;',
    ...clientErrorPages(),
    ...healthLocation(),
    'location ^~ /.well-known/acme-challenge/ {',
    ...indent([...(tls.acmeWebroot ? [`root ${tls.acmeWebroot};`] : []), 'default_type text/plain;', 'try_files $uri =404;'], 1),
    '}',
    'location / {',
    ...indent(['return 301 https://$host$request_uri;'], 1),
    '}',
    ...clientErrorLocations(),
  ];
}

/**
 * The whole nginx.conf for the gateway, generated from the route manifest.
 * Local mode: run with `nginx -p <dir> -c nginx.conf -e stderr -g 'daemon off;'` (pid and temp files go under <dir>).
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const o = resolveOptions(options);
  const local = o.mode === 'local';
  const runtimePath = (name: string) => (local ? name : `/tmp/nginx-${name}`);
  const hashed = HASHED_ASSET_PATTERN.source;

  const http: string[] = [
    ...mimeTypesBlock(),
    'default_type application/octet-stream;',
    'charset utf-8;',
    'charset_types text/css text/plain text/javascript application/javascript application/json;',
    'server_tokens off;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65s;',
    `client_max_body_size ${MAX_BODY_SIZE_MB}m;`,
    `client_body_temp_path ${runtimePath('client_body_temp')};`,
    `proxy_temp_path ${runtimePath('proxy_temp')};`,
    `fastcgi_temp_path ${runtimePath('fastcgi_temp')};`,
    `uwsgi_temp_path ${runtimePath('uwsgi_temp')};`,
    `scgi_temp_path ${runtimePath('scgi_temp')};`,
    '',
    `log_format citygames_json escape=json '${ACCESS_LOG_FORMAT}';`,
    o.accessLog === 'off' ? 'access_log off;' : `access_log ${o.accessLog} citygames_json;`,
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    `gzip_min_length ${GZIP_MIN_LENGTH};`,
    'gzip_proxied any;',
    `gzip_types ${COMPRESSIBLE_CONTENT_TYPES.filter((type) => type !== 'text/html').join(' ')};`,
    ...(o.brotliStaticModule ? ['brotli_static on;'] : []),
    '',
    'map $uri $citygames_cache_control {',
    ...indent(
      [
        `/app-config.json "${CACHE_CONTROL_HEADER['no-store']}";`,
        `"~${hashed}" "${CACHE_CONTROL_HEADER.immutable}";`,
        `default "${CACHE_CONTROL_HEADER['no-cache']}";`,
      ],
      1,
    ),
    '}',
    '',
    // Keyed by the file served and the path asked for: a client-side route is served index.html.
    'map "$uri:$request_uri" $citygames_page_preloads {',
    ...indent(
      [
        ...GAME_IDS.filter((game) => o.enabled.has(game)).map((game) => `"~^/index\\.html:/${game}(?:[/?#]|$)" ${quote(gamePreloads(game))};`),
        `"~^/index\\.html:" ${quote(APP_CONFIG_PRELOAD)};`,
        'default "";',
      ],
      1,
    ),
    '}',
  ];
  if (!local) {
    http.push(`resolver ${o.resolver} valid=10s ipv6=off;`, `resolver_timeout ${PROXY_TIMEOUTS.healthCheck}s;`);
  }
  http.push(
    '',
    'map $upstream_http_cache_control $citygames_api_cache_control {',
    ...indent([`"${API_REVALIDATE_CACHE_CONTROL}" "${API_REVALIDATE_CACHE_CONTROL}";`, `default "${CACHE_CONTROL_HEADER['no-store']}";`], 1),
    '}',
    'map $upstream_http_cache_control $citygames_media_cache_control {',
    ...indent([`"${CACHE_CONTROL_HEADER.immutable}" "${CACHE_CONTROL_HEADER.immutable}";`, `default "${CACHE_CONTROL_HEADER['no-store']}";`], 1),
    '}',
    'map $request_uri $citygames_raw_api {',
    ...indent(['"~^/api/" 1;', 'default 0;'], 1),
    '}',
    'map $http_content_encoding $citygames_encoded_body {',
    ...indent(['"" 0;', '"~*^identity$" 0;', 'default 1;'], 1),
    '}',
    ...passwordZone(o),
    ...writeZone(o),
    '',
    ...upstreamBlocks(o),
  );

  const server: string[] = [
    ...listenLines(o),
    'server_name _;',
    `root ${o.roots.shell};`,
    'index index.html;',
    'error_page 413 = @body_too_large;',
    ...clientErrorPages(),
    ...(o.tls ? plainHttpOnTlsPort() : []),
    '',
    ...healthLocation(),
    ...apiLocations(o),
    '',
    ...staticLocations(o),
  ];
  const servers = [server, ...(o.tls?.redirectFromPort ? [redirectServer(o.tls)] : [])];

  return [
    `# Generated by gateway/src/render-nginx-config.ts (${o.mode} mode). Do not edit: change the route manifest.`,
    ...(o.user ? [`user ${o.user};`] : []),
    ...(o.brotliStaticModule ? [`load_module ${o.brotliStaticModule};`] : []),
    `worker_processes ${o.workerProcesses};`,
    // Each event stream holds two connections (browser and service): room for thousands of them per worker.
    // Locally one worker carries them all (5,000 radio listeners = 10,000 connections); a raise above the
    // user's hard limit is only logged, and nginx keeps the limit it had.
    `worker_rlimit_nofile ${local ? 32768 : 65536};`,
    `pid ${runtimePath('nginx.pid')};`,
    'error_log stderr warn;',
    '',
    'events {',
    '  worker_connections 16384;',
    '}',
    '',
    'http {',
    ...indent(http, 1),
    ...servers.flatMap((lines) => ['', ...indent(['server {', ...indent(lines, 1), '}'], 1)]),
    '}',
    '',
  ].join('\n');
}
