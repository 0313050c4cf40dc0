/**
 * The header the service worker puts on a game read it answered from its kept copy because the network failed
 * (offline, or a dead zone where nothing passes). The API client then knows the server was not reached: the
 * screen shows the kept data and says the server cannot be reached, instead of taking the copy for a live answer.
 */
export const KEPT_COPY_HEADER = 'X-Citygames-Kept-Copy';

/** A kept response, marked: same status and body, the header added (a cached Response's headers cannot be changed). */
export function markedAsKeptCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(KEPT_COPY_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function isKeptCopy(response: Pick<Response, 'headers'>): boolean {
  return response.headers.get(KEPT_COPY_HEADER) === '1';
}

/** The cache the service worker keeps the game reads in (shell/src/service-worker). */
export const KEPT_READS_CACHE = 'citygames-game-reads';

/** The player part of a kept read's key: a digest of the request's Authorization header. */
export async function authorizationDigest(authorization: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization)));
  return Array.from(bytes.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The cache key of a kept read: its URL plus a digest of the player's token, so a second player
 * signing in on the same phone never sees the first one's kept answers.
 */
export function keptReadKey(url: string, tokenDigest: string | null): string {
  if (!tokenDigest) return url;
  return `${url}${url.includes('?') ? '&' : '?'}__player=${tokenDigest}`;
}

/**
 * The phone's kept copy of a game read, marked, read by the page itself: for a read the service worker could not
 * answer (not in control yet, or ended by the browser while the network hung). Undefined when there is none.
 */
export async function keptCopyOf(url: string, authorization: string): Promise<Response | undefined> {
  if (typeof caches === 'undefined') return undefined;
  try {
    const cache = await caches.open(KEPT_READS_CACHE);
    const kept = await cache.match(keptReadKey(new URL(url, location.href).href, await authorizationDigest(authorization)), { ignoreVary: true });
    return kept ? markedAsKeptCopy(kept) : undefined;
  } catch {
    return undefined; // storage refused: the read fails as it would have
  }
}
