import { useAdminPlayers, useAdminTeams } from '../hooks/use-admin-lists';
import { AddTeamCard } from './AddTeamCard';
import { ChangeLeaderCard } from './ChangeLeaderCard';
import { MovePlayerCard } from './MovePlayerCard';
import { TeamListCard } from './TeamListCard';

/** Add a team, change a leader, move a player, and the list of teams with their invite codes. */
export function TeamModule() {
  const teams = useAdminTeams().data ?? [];
  const players = useAdminPlayers().data ?? [];
  return (
    <div className="fh-admin-stack">
      <AddTeamCard />
      <ChangeLeaderCard teams={teams} players={players} />
      <MovePlayerCard teams={teams} players={players} />
      <TeamListCard teams={teams} players={players} />
    </div>
  );
}
