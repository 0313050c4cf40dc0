/**
 * What the shell's early script (`shell/src/early/early-start.ts`, run before the bundle arrives) leaves on the
 * page for the code that runs after it. Each request is handed out once; whoever finds none asks as usual.
 */
export interface EarlyRequests {
  /** `/app-config.json` (read by app-config-request.ts). */
  __citygamesAppConfigRequest?: Promise<Response>;
  /** A game's Module Federation manifest, by absolute URL (read by the shell's runtime plugin). */
  __citygamesEarlyManifests?: Record<string, Promise<Response>>;
  /** The first GET requests of the screen the page opened on, by path (`/api/pilotsh/area/current`). */
  __citygamesEarlyData?: Record<string, EarlyDataRequest>;
}

export interface EarlyDataRequest {
  /** The game's token the request was made with: an answer is only for the player who holds that token. */
  token: string;
  /** Date.now() when it was sent. */
  startedAt: number;
  response: Promise<Response>;
}

/** How long a call waits for the early answer before it sends its own request (less than a call's 15 s time-out). */
export const EARLY_DATA_WAIT_MS = 6_000;

/** An early answer older than this is not used (a screen opened later asks afresh). */
export const EARLY_DATA_MAX_AGE_MS = 15_000;

const page = () => globalThis as typeof globalThis & EarlyRequests;

const absolute = (url: string) => new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

/** The early request of a manifest, once. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const manifests = page().__citygamesEarlyManifests;
  if (!manifests) return undefined;
  const key = absolute(url);
  const request = manifests[key];
  delete manifests[key];
  return request;
}

/**
 * The early GET of `path`, once, if it was made with `token` (the player now logged in) and recently;
 * otherwise undefined and the caller sends its own request.
 */
export function takeEarlyData(path: string, token: string, now = Date.now()): Promise<Response> | undefined {
  const requests = page().__citygamesEarlyData;
  const request = requests?.[path];
  if (!requests || !request) return undefined;
  delete requests[path];
  return request.token === token && now - request.startedAt <= EARLY_DATA_MAX_AGE_MS ? request.response : undefined;
}
