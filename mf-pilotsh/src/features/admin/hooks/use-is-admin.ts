import { tokenSaysAdmin } from '@citygames/web-kit/token-claims';
import { getToken } from '@citygames/web-kit/token-store';

/**
 * Whether the logged-in player is a game admin, as the token svc-auth issued says (what its `players/is_admin`
 * answers, without a round trip before the task centre can show). Only what is shown depends on it: every admin
 * call is checked by the server.
 */
export function useIsAdmin(): boolean {
  return tokenSaysAdmin(getToken('pilotsh'));
}
