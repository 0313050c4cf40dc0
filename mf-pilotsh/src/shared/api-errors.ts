import { isApiError } from '@citygames/web-kit/api-client';

/** The server's error code (`error` of the JSON body), if any. */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** A player whose phone is in no team: every tab shows the server's explanation. */
export function isNoTeam(error: unknown): boolean {
  return errorCode(error) === 'NO_TEAM';
}

export function isTimeout(error: unknown): boolean {
  return isApiError(error) && error.kind === 'timeout';
}

/** Body fields of a refused call (e.g. the 429 ban answer carries remainingTime). */
export function errorBody(error: unknown): Record<string, unknown> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return {};
  return error.body as Record<string, unknown>;
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
