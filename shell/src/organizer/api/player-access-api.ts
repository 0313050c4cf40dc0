import type {
  PlayerAccessResponse,
  SuspendedPlayersResponse,
  SuspendedTeamsResponse,
  TeamSuspensionResponse,
} from '@citygames/contracts/organizer/player-access.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson } from './organizer-client';

/**
 * The organiser's hold on phones (docs/auth.md「退出手机与暂停」): a player's, kept by svc-auth (sign out every phone, suspend,
 * reinstate), and a whole team's, kept by the game's service.
 */
export function playerAccessApi(game: RosterGameId) {
  const base = `/api/organizer/games/${game}`;
  return {
    signOut: (phone: string) => callJson<PlayerAccessResponse>('POST', `${base}/players/${phone}/sign-out`),
    setSuspended: (phone: string, suspended: boolean) => callJson<PlayerAccessResponse>('PUT', `${base}/players/${phone}/suspension`, { suspended }),
    suspended: () => callJson<SuspendedPlayersResponse>('GET', `${base}/suspended-players`),
    setTeamSuspended: (teamId: string, suspended: boolean) =>
      callJson<TeamSuspensionResponse>('PUT', `/api/${game}/organizer/teams/${teamId}/suspension`, { suspended }),
    suspendedTeams: () => callJson<SuspendedTeamsResponse>('GET', `/api/${game}/organizer/suspended-teams`),
  };
}
