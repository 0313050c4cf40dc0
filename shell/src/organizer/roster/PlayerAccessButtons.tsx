import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import type { RosterPlayer, RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import { playerAccessApi } from '../api/player-access-api';
import type { RosterAct } from '../hooks/use-roster';
import { PLAYER_ACCESS_TEXTS as TEXTS } from '../player-access-texts';

/** Sign out every phone of one player, suspend or reinstate the player (svc-auth; audited). */
export function PlayerAccessButtons({ game, player, suspended, act }: { game: RosterGameId; player: RosterPlayer; suspended: boolean; act: RosterAct }) {
  const api = playerAccessApi(game);
  return (
    <>
      <button
        type="button"
        onClick={() => window.confirm(TEXTS.confirmSignOut(player.name)) && void act(() => api.signOut(player.phone), TEXTS.signedOut(player.name))}
      >
        退出手机
      </button>
      {suspended ? (
        <button type="button" onClick={() => void act(() => api.setSuspended(player.phone, false), TEXTS.reinstated(player.name))}>
          恢复
        </button>
      ) : (
        <button
          type="button"
          className="oc-link-danger"
          onClick={() =>
            window.confirm(TEXTS.confirmSuspend(player.name)) && void act(() => api.setSuspended(player.phone, true), TEXTS.suspended(player.name))
          }
        >
          暂停
        </button>
      )}
    </>
  );
}

/** Suspend or reinstate a whole team (the game's service; audited). */
export function TeamSuspensionButton({ game, team, suspended, act }: { game: RosterGameId; team: RosterTeam; suspended: boolean; act: RosterAct }) {
  const api = playerAccessApi(game);
  return suspended ? (
    <button type="button" onClick={() => void act(() => api.setTeamSuspended(team.id, false), TEXTS.teamReinstated(team.name), [team.id])}>
      恢复队伍
    </button>
  ) : (
    <button
      type="button"
      className="oc-link-danger"
      onClick={() =>
        window.confirm(TEXTS.confirmSuspendTeam(team.name)) && void act(() => api.setTeamSuspended(team.id, true), TEXTS.teamSuspended(team.name), [team.id])
      }
    >
      暂停队伍
    </button>
  );
}
