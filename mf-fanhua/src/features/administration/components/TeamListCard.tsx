import { ADMINISTRATION_TEXTS } from '../administration-texts';
import type { AdminPlayer, AdminTeam } from '@citygames/contracts/fanhua/admin.schema';

const T = ADMINISTRATION_TEXTS.team;

/** Every team with its invite code, member count and leader. */
export function TeamListCard({ teams, players }: { teams: AdminTeam[]; players: AdminPlayer[] }) {
  const playerName = (id: string | null) => players.find((player) => player.id === id)?.name ?? T.noLeader;
  return (
    <section className="fh-admin-card" aria-labelledby="fh-admin-teams">
      <h2 className="fh-admin-card__title" id="fh-admin-teams">
        {T.listTitle}
        <span className="fh-admin-badge">{teams.length}</span>
      </h2>
      {teams.length === 0 ? (
        <p className="fh-admin-empty">{T.noTeams}</p>
      ) : (
        <table className="fh-admin-table" data-testid="admin-team-table">
          <thead>
            <tr>
              <th scope="col">{T.name}</th>
              <th scope="col">{T.inviteCode}</th>
              <th scope="col">{T.members}</th>
              <th scope="col">{T.leader}</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((team) => (
              <tr key={team.id}>
                <td>{team.name}</td>
                <td className="fh-admin-mono">{team.invite_code}</td>
                <td>{team.member_count}</td>
                <td>{team.leader_id ? playerName(team.leader_id) : T.noLeader}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
