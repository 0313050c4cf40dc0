// The organiser's repairs of one team: rename, delete, reset. Each is one roster change (the pack's
// teams and the shared roster version in one transaction), with the team's progress in it.

import { conflict } from '@citygames/service-kit/http/errors';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-routes';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { resetTeamProgress } from '../teams/reset-team-progress.js';
import { readStored, requireTeam, writeTeams } from './pack-roster.js';

export async function renamePolish120Team(actor: RosterActor, teamId: string, name: string): Promise<void> {
  const before = await readStored();
  const team = requireTeam(before.teams, teamId);
  if (team.name === name) throw conflict(ROSTER_TEXTS.sameName, 'SAME_NAME');
  const lookAlike = before.teams.find((entry) => entry.id !== teamId && nameKey(entry.name) === nameKey(name));
  if (lookAlike) throw conflict(ROSTER_TEXTS.teamNameTaken(name, lookAlike.name), 'TEAM_NAME_TAKEN');
  const teams = before.teams.map((entry) => (entry.id === teamId ? { ...entry, name } : entry));
  await writeTeams(actor, before, teams, { action: 'roster.rename', summary: ROSTER_TEXTS.renamedTeam(team.name, name), team: name });
}

/** The team leaves the pack (its players return to the waiting list) and its progress goes with it. */
export async function deletePolish120Team(actor: RosterActor, teamId: string): Promise<void> {
  const before = await readStored();
  const team = requireTeam(before.teams, teamId);
  const teams = before.teams.filter((entry) => entry.id !== teamId);
  await writeTeams(
    actor,
    before,
    teams,
    { action: 'roster.delete-team', summary: ROSTER_TEXTS.deletedTeam(team.name, team.members.length), team: team.name },
    (session) => resetTeamProgress(teamId, session),
  );
}

/** The team stays as it is and starts over; the pack is written too, so a change meanwhile still conflicts. */
export async function resetPolish120Team(actor: RosterActor, teamId: string): Promise<void> {
  const before = await readStored();
  const team = requireTeam(before.teams, teamId);
  await writeTeams(actor, before, before.teams, { action: 'roster.reset-team', summary: ROSTER_TEXTS.resetTeam(team.name), team: team.name }, (session) =>
    resetTeamProgress(teamId, session),
  );
}
