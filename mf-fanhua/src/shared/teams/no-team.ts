import { isApiError } from '@citygames/web-kit/api-client';

/** The 404 NO_TEAM answer: the player has no team yet (the team, area and property screens show their no-team state). */
export function isNoTeam(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === 'NO_TEAM';
}
