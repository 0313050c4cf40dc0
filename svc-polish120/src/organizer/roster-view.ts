import type { Roster } from '@citygames/contracts/organizer/roster.schema';
import { listRegisteredPlayers } from '@citygames/service-kit/auth/platform-records';
import { listRosterTeams } from '../teams/team.repository.js';

/** The console's roster: every team with its leader and members, and the registered players on no team. */
export async function readPolish120Roster(): Promise<Omit<Roster, 'version'>> {
  const [teams, players] = await Promise.all([listRosterTeams(), listRegisteredPlayers('polish120')]);
  const inTeam = new Set(teams.flatMap((team) => team.members.map((member) => member.phone)));
  return {
    teams: teams.map((team) => {
      const leader = team.members.find((member) => member.leader);
      return {
        id: team.id,
        name: team.name,
        leader: leader ? { phone: leader.phone, name: leader.name } : null,
        members: team.members.filter((member) => !member.leader).map((member) => ({ phone: member.phone, name: member.name })),
      };
    }),
    unassigned: players
      .filter((player) => player.role === 'user' && !inTeam.has(player.phone))
      .map((player) => ({ phone: player.phone, name: player.name, registeredAt: player.registeredAt.toISOString() })),
  };
}
