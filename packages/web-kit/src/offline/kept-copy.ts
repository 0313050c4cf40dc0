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
