import type { PlayerAccessResponse, SuspendedPlayersResponse } from '@citygames/contracts/organizer/player-access.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson } from './organizer-client';

/** svc-auth's hold on a player's phones (docs/auth.md「退出手机与暂停」): sign out every phone, suspend, reinstate. */
export function playerAccessApi(game: RosterGameId) {
  const base = `/api/organizer/games/${game}`;
  return {
    signOut: (phone: string) => callJson<PlayerAccessResponse>('POST', `${base}/players/${phone}/sign-out`),
    setSuspended: (phone: string, suspended: boolean) => callJson<PlayerAccessResponse>('PUT', `${base}/players/${phone}/suspension`, { suspended }),
    suspended: () => callJson<SuspendedPlayersResponse>('GET', `${base}/suspended-players`),
  };
}
