// The organiser's repairs of one team: rename, delete, reset. Each is one transaction that claims the
// roster version (runRosterChange) and writes the team document, so it conflicts with a solve of the
// team (reset-guard) and with another organiser's change.

import { HttpError, notFound } from '@citygames/service-kit/http/errors';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { renameRosterTeam } from '@citygames/service-kit/organizer/roster/roster-team-rename';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
import { resetTeamTasks } from '@citygames/task-engine/reset-team';
import { AreaVisit } from '../areas/area-visit.model.js';
import { findEventContent } from '../content/event-content.js';
import { Prop } from '../props/prop.model.js';
import { Membership } from '../teams/membership.model.js';
import { resetTeamProgress } from '../teams/reset-team-progress.js';
import { Team } from '../teams/team.model.js';
import { audit } from './roster-changes.js';
import { PILOTSH_ROSTER_TEXTS } from './roster-texts.js';

async function teamOrThrow(teamId: string) {
  const team = await Team.findById(teamId).lean();
  if (!team) throw notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
  return team;
}

const teamGone = () => notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');

export async function renameTeam(actor: RosterActor, teamId: string, name: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  await renameRosterTeam(Team, 'pilotsh', actor, team, name, (session) =>
    audit(actor, 'roster.rename', ROSTER_TEXTS.renamedTeam(team.name, name), session, name),
  );
}

/** The team, its memberships (its players return to the waiting list), visits, props and answer records go together. */
export async function deleteTeam(actor: RosterActor, teamId: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  await runRosterChange('pilotsh', actor, async (session) => {
    const players = await Membership.countDocuments({ teamId: team._id }, { session });
    const deleted = await Team.deleteOne({ _id: team._id }, { session });
    if (deleted.deletedCount !== 1) throw teamGone();
    await Membership.deleteMany({ teamId: team._id }, { session });
    await AreaVisit.deleteMany({ teamId: team._id }, { session });
    await Prop.deleteMany({ teamId: team._id }, { session });
    await resetTeamTasks(team._id.toString(), session);
    await audit(actor, 'roster.delete-team', ROSTER_TEXTS.deletedTeam(team.name, players), session, team.name);
  });
}

/** The game admin's reset ('init') to the pack's start area, with the team's starting props. */
export async function resetTeam(actor: RosterActor, teamId: string): Promise<void> {
  const content = await findEventContent();
  if (!content) throw new HttpError(409, 'NO_CONTENT', PILOTSH_ROSTER_TEXTS.noContent);
  const team = await teamOrThrow(teamId);
  await runRosterChange('pilotsh', actor, async (session) => {
    if (!(await Team.exists({ _id: team._id }).session(session))) throw teamGone();
    await resetTeamProgress(team._id, content.pack.startAreaSeq, actor.now, session);
    await audit(actor, 'roster.reset-team', ROSTER_TEXTS.resetTeam(team.name), session, team.name);
  });
}
