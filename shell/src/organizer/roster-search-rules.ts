import type { Roster, RosterPlayer, RosterTeam } from '@citygames/contracts/organizer/roster.schema';

/** How many teams the roster shows before "显示全部" (a 300-team roster would be tens of thousands of pixels tall). */
export const TEAMS_SHOWN = 30;

/** How many waiting players show before "显示其余" (before an import, hundreds are registered and in no team yet). */
export const WAITING_PLAYERS_SHOWN = 20;

/** Lower case, no spaces: "红 队" finds 红队, "138 0000" finds a phone. */
function folded(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

function playerMatches(player: RosterPlayer, query: string): boolean {
  return folded(player.name).includes(query) || player.phone.includes(query);
}

function teamMatches(team: RosterTeam, query: string): boolean {
  return (
    folded(team.name).includes(query) ||
    (team.leader !== null && playerMatches(team.leader, query)) ||
    team.members.some((member) => playerMatches(member, query))
  );
}

/** The teams (by name, or a player's name or phone) and the waiting players a search finds; everything when it is empty. */
export function searchRoster(roster: Pick<Roster, 'teams' | 'unassigned'>, search: string): Pick<Roster, 'teams' | 'unassigned'> {
  const query = folded(search);
  if (!query) return roster;
  return {
    teams: roster.teams.filter((team) => teamMatches(team, query)),
    unassigned: roster.unassigned.filter((player) => playerMatches(player, query)),
  };
}

/** A team the organiser just created, imported or changed is named by its id or its name. */
export function isRecent(team: RosterTeam, recent: ReadonlySet<string>): boolean {
  return recent.has(team.id) || recent.has(team.name);
}

/** The teams just created, imported or changed first (where the organiser is looking), the rest in their order. */
export function recentFirst(teams: readonly RosterTeam[], recent: ReadonlySet<string>): RosterTeam[] {
  if (recent.size === 0) return [...teams];
  return [...teams.filter((team) => isRecent(team, recent)), ...teams.filter((team) => !isRecent(team, recent))];
}
