/**
 * The route table of the whole site (docs/CONTRACTS.md). Data only: the nginx config
 * generator, the local Node proxy and the container deployment all read this one module.
 */

export const GAME_IDS = ['pilotsh', 'polish120', 'fanhua'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const SERVICE_NAMES = ['svc-auth', 'svc-pilotsh', 'svc-polish120', 'svc-fanhua'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceEntry {
  name: ServiceName;
  /** The game whose data the service owns; svc-auth serves every game. */
  game: GameId | null;
  /** Local run: the service listens on PORT_BASE + portOffset (CONTRACTS.md, ports table). */
  portOffset: number;
  /** Answers 200 while the service and its database are up. */
  healthPath: string;
}

export const SERVICES: readonly ServiceEntry[] = [
  { name: 'svc-auth', game: null, portOffset: 20, healthPath: '/health' },
  { name: 'svc-pilotsh', game: 'pilotsh', portOffset: 21, healthPath: '/health' },
  { name: 'svc-polish120', game: 'polish120', portOffset: 22, healthPath: '/health' },
  { name: 'svc-fanhua', game: 'fanhua', portOffset: 23, healthPath: '/health' },
];

/** The gateway itself listens on PORT_BASE + 0. */
export const GATEWAY_PORT_OFFSET = 0;

export type CachePolicy =
  /** Hashed file names: the content never changes under that name. */
  | 'immutable'
  /** HTML, manifests, remoteEntry.js: always revalidate. */
  | 'no-cache'
  /** Runtime configuration: never stored. */
  | 'no-store';

export interface StaticMount {
  /** URL prefix, always ending with '/' (or an exact file path for `file` mounts). */
  urlPath: string;
  /** Which build serves it; the generator maps this to a folder. */
  root: 'shell' | `remote:${GameId}` | 'app-config';
  /** Unknown paths that are not assets answer the shell's index.html (client-side routes). */
  spaFallback: boolean;
}

export const STATIC_MOUNTS: readonly StaticMount[] = [
  { urlPath: '/app-config.json', root: 'app-config', spaFallback: false },
  ...GAME_IDS.map((game) => ({ urlPath: `/remotes/${game}/`, root: `remote:${game}` as const, spaFallback: false })),
  { urlPath: '/', root: 'shell', spaFallback: true },
];

/**
 * File names that carry a content hash (rspack `[contenthash]`, at least 8 hex digits), so they can
 * be cached for a year. Everything else is revalidated on every use.
 */
export const HASHED_ASSET_PATTERN = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|map|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico|wasm)$/;

/** Files that are assets rather than pages: a missing one is a 404, never the SPA's index.html. */
export const ASSET_EXTENSION_PATTERN = /\.(?:js|mjs|css|map|json|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico|wasm|txt|zip|d\.ts)$/;

/** Never cached even though their names have no hash: they point at the current hashed files. */
export const NO_CACHE_FILE_NAMES = ['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js'] as const;

/** Compressed on the fly when the client accepts gzip (nginx `gzip_types` and the Node proxy alike). */
export const COMPRESSIBLE_CONTENT_TYPES = [
  'text/html',
  'text/css',
  'text/plain',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
] as const;

/**
 * Compressing small bodies costs more than it saves. Measured through nginx on the hot reads: gzip took
 * 15–40 µs of the gateway's ~90 µs per answer and saved at most 180 of 600–850 bytes (Chinese text
 * compresses little), so answers under 1 KB go out as they are.
 */
export const GZIP_MIN_LENGTH = 1024;

export type ApiRouteKind =
  /** Owned by the game's service. */
  | 'game'
  /** Answered by svc-auth, but only while the game's own service is up ("a game that is off is off entirely"). */
  | 'game-auth'
  /** Server-sent events: unbuffered, long read time-out. */
  | 'game-stream'
  /** The studio's stored pictures (`/api/<game>/media/<sha256>.<ext>`): the service's immutable Cache-Control is kept. */
  | 'game-media'
  /** svc-auth's own paths, not tied to a game. */
  | 'auth';

export interface ApiRoute {
  kind: ApiRouteKind;
  /** 'exact' paths match as written; 'prefix' paths match everything under them. */
  match: 'exact' | 'prefix';
  path: string;
  service: ServiceName;
  /** The game whose state decides whether the route is open (null: always open). */
  game: GameId | null;
  /** Each request checks a password (argon2id): limited per client address at the gateway (PASSWORD_REQUEST_LIMIT). */
  checksPassword?: boolean;
}

/** Auth paths of CONTRACTS.md ("Routes svc-auth answers"), per game. */
export const AUTH_PATHS: Readonly<Record<GameId, readonly string[]>> = {
  pilotsh: ['/api/pilotsh/login', '/api/pilotsh/players', '/api/pilotsh/players/is_admin'],
  polish120: ['/api/polish120/login', '/api/polish120/players', '/api/polish120/players/is_admin'],
  fanhua: ['/api/fanhua/login', '/api/fanhua/login/', '/api/fanhua/players', '/api/fanhua/players/', '/api/fanhua/players/is_admin'],
};

/** The auth paths whose requests check or set a password: logins and registrations, not is_admin. */
function checksPassword(path: string): boolean {
  return !path.endsWith('/is_admin');
}

/**
 * Requests that check a password, per client address, as nginx's `limit_req` counts them: `burst` at
 * once, then `perSecond`. Only a flood guard: svc-auth decides who may try, per account, device and
 * address, counting only attempts that reached password work (docs/auth.md), so the gateway must never be
 * what a venue's honest phones run into. nginx counts a request before knowing how it ends, so every
 * request is counted here, a malformed one refused by svc-auth in milliseconds too: the numbers are set so
 * that such requests cost a venue nothing short of a flood. 600 at once is a 500-player venue signing in
 * together with room to spare; 10 a second after that is more than any venue's phones send. The argon2id
 * work a script can cost (an invented phone is checked too, so that it cannot be told apart) is svc-auth's
 * to bound: 30 such checks a minute per address (docs/auth.md).
 */
export const PASSWORD_REQUEST_LIMIT = { perSecond: 10, burst: 600 } as const;
export interface PasswordRequestLimit {
  perSecond: number;
  burst: number;
}

/**
 * nginx's `limit_req … burst=B delay=D` as numbers: `burst` above the steady rate at most, the first
 * `delayAfter` of them at once and the rest held until the rate allows (`delayAfter` = `burst` is `nodelay`).
 */
export interface RequestRateLimitSettings extends PasswordRequestLimit {
  delayAfter?: number;
}

/** How many requests above the rate pass at once: `delayAfter`, or all of the burst (`nodelay`) when it is not set. */
export function delayAfterOf(limit: RequestRateLimitSettings): number {
  return limit.delayAfter ?? limit.burst;
}

/**
 * Writes (every method but GET, HEAD and OPTIONS) of one caller, keyed by the caller's Authorization header,
 * on every API route that does not check a password. A phone sends a write every few seconds at most (an
 * answer, a position fix every 8–10 s, a trade); the offline queue sends its saved answers one after another. A
 * script sending with one token (new Idempotency-Keys each time, so the service cannot answer from its store)
 * gets 20 a second through, the 21st to 40th above the rate held a moment, the rest a fast
 * `503 SERVICE_BUSY` with Retry-After from the gateway: refused before they cost the service anything, so other
 * teams' writes keep their pace. A request without the header is not counted: the service refuses it with
 * 401 before any work. The key is the caller's own token, so nobody else can spend it (docs/auth.md).
 */
export const CALLER_WRITE_LIMIT = { perSecond: 20, burst: 40, delayAfter: 20 } as const;

/** Methods that CALLER_WRITE_LIMIT does not count. */
export const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** The organiser console's sign-in (a password check, like the games' logins). */
export const ORGANIZER_LOGIN_PATH = '/api/organizer/login';

/** Server-sent event streams: the fanhua radio feed, also as the content studio's preview forwards it (docs/studio.md). */
export const STREAM_PATHS: Readonly<Partial<Record<GameId, readonly string[]>>> = {
  fanhua: ['/api/fanhua/msg/stream', '/api/fanhua/studio-preview/msg/stream'],
};

export function serviceOfGame(game: GameId): ServiceName {
  return `svc-${game}`;
}

/** Every API route, most specific first (exact paths before prefixes). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...GAME_IDS.flatMap((game) =>
    AUTH_PATHS[game].map((path): ApiRoute => ({ kind: 'game-auth', match: 'exact', path, service: 'svc-auth', game, checksPassword: checksPassword(path) })),
  ),
  ...GAME_IDS.flatMap((game) =>
    (STREAM_PATHS[game] ?? []).map((path): ApiRoute => ({ kind: 'game-stream', match: 'exact', path, service: serviceOfGame(game), game })),
  ),
  { kind: 'auth', match: 'exact', path: '/api/auth/health', service: 'svc-auth', game: null },
  { kind: 'auth', match: 'exact', path: ORGANIZER_LOGIN_PATH, service: 'svc-auth', game: null, checksPassword: true },
  // The organiser console's platform-level calls (login, open/closed games, audit log).
  { kind: 'auth', match: 'prefix', path: '/api/organizer/', service: 'svc-auth', game: null },
  ...GAME_IDS.map((game): ApiRoute => ({ kind: 'game-media', match: 'prefix', path: `/api/${game}/media/`, service: serviceOfGame(game), game })),
  ...GAME_IDS.map((game): ApiRoute => ({ kind: 'game', match: 'prefix', path: `/api/${game}/`, service: serviceOfGame(game), game })),
];

/** Everything under this prefix that no route claims is a JSON 404. */
export const API_PREFIX = '/api/';

/** Time-outs shared by nginx and the Node proxy (seconds). */
export const PROXY_TIMEOUTS = {
  connect: 2,
  read: 10,
  streamRead: 3600,
  healthCheck: 2,
} as const;

/** Largest request body the gateway forwards (services limit JSON further). */
export const MAX_BODY_SIZE_MB = 2;
