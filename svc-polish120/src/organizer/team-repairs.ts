// The organiser's repairs of one team: rename, delete, reset. Each is one roster change (the team's
// documents and the shared roster version in one transaction), with the team's progress in it.

import { conflict } from '@citygames/service-kit/http/errors';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { MembershipModel } from '../teams/membership.model.js';
import { resetTeamProgress } from '../teams/reset-team-progress.js';
import { TeamModel } from '../teams/team.model.js';
import { requireRosterTeam, writeRosterChange } from './roster-changes.js';

export async function renamePolish120Team(actor: RosterActor, teamId: string, name: string): Promise<void> {
  const team = await requireRosterTeam(teamId);
  if (team.name === name) throw conflict(ROSTER_TEXTS.sameName, 'SAME_NAME');
  const lookAlike = await TeamModel.findOne({ _id: { $ne: teamId }, nameKey: nameKey(name) }, { name: 1 }).lean();
  if (lookAlike) throw conflict(ROSTER_TEXTS.teamNameTaken(name, lookAlike.name), 'TEAM_NAME_TAKEN');
  await writeRosterChange(actor, { action: 'roster.rename', summary: ROSTER_TEXTS.renamedTeam(team.name, name), team: name }, async (session) => {
    await TeamModel.updateOne({ _id: teamId }, { $set: { name, nameKey: nameKey(name) } }, { session });
  });
}

/** The team leaves the roster (its players return to the waiting list) and its progress goes with it. */
export async function deletePolish120Team(actor: RosterActor, teamId: string): Promise<void> {
  const team = await requireRosterTeam(teamId);
  await writeRosterChange(
    actor,
    { action: 'roster.delete-team', summary: ROSTER_TEXTS.deletedTeam(team.name, team.members.length), team: team.name },
    async (session) => {
      await MembershipModel.deleteMany({ teamId }, { session });
      await TeamModel.deleteOne({ _id: teamId }, { session });
      await resetTeamProgress(teamId, session);
    },
  );
}

/** The team stays as it is and starts over; as a roster change, so a change of the roster meanwhile conflicts. */
export async function resetPolish120Team(actor: RosterActor, teamId: string): Promise<void> {
  const team = await requireRosterTeam(teamId);
  await writeRosterChange(actor, { action: 'roster.reset-team', summary: ROSTER_TEXTS.resetTeam(team.name), team: team.name }, (session) =>
    resetTeamProgress(teamId, session),
  );
}
