import { useState } from 'react';
import type { Roster } from '@citygames/contracts/organizer/roster.schema';
import { WAITING_PLAYERS_SHOWN } from '../roster-search-rules';

/**
 * Registered players in no team (those the search finds), each with a picker of the team to place them in; the first
 * WAITING_PLAYERS_SHOWN unless the organiser asks for the rest, so the roster's other tools stay near the top.
 */
export function WaitingPlayers({
  players,
  total,
  teams,
  onPlace,
}: {
  players: Roster['unassigned'];
  total: number;
  teams: Roster['teams'];
  onPlace: (phone: string, teamId: string) => Promise<boolean>;
}) {
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? players : players.slice(0, WAITING_PLAYERS_SHOWN);
  return (
    <section className="oc-card" data-testid="unassigned">
      <h2>等待分队的玩家（{players.length === total ? total : `${players.length} / ${total}`}）</h2>
      {players.length === 0 ? (
        <p className="oc-muted">{total === 0 ? '所有注册玩家都已在队伍中。' : '没有符合搜索的等待中玩家。'}</p>
      ) : (
        <ul className="oc-rows">
          {shown.map((player) => (
            <li key={player.phone} data-testid={`unassigned-${player.phone}`}>
              <span>
                {player.name} <span className="oc-muted">{player.phone}</span>
              </span>
              <span className="oc-inline">
                <select
                  aria-label={`${player.name} 加入的队伍`}
                  value={choice[player.phone] ?? ''}
                  onChange={(event) => setChoice({ ...choice, [player.phone]: event.target.value })}
                >
                  <option value="">选择队伍</option>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </select>
                <button type="button" disabled={!choice[player.phone]} onClick={() => void onPlace(player.phone, choice[player.phone]!)}>
                  加入
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {shown.length < players.length && (
        <button type="button" onClick={() => setShowAll(true)}>
          显示其余 {players.length - shown.length} 名玩家（或在上面搜索）
        </button>
      )}
    </section>
  );
}
