// The organiser's repairs of one fanhua team: rename, delete, reset. Each is one transaction that
// claims the roster version (runRosterChange); delete and reset also claim the team's guards
// (forgetTeamProgress), so they conflict with the team's trades running meanwhile.

import { conflict, isDuplicateKeyError, notFound } from '@citygames/service-kit/errors';
import { nameKey } from '@citygames/service-kit/name-key';
import type { RosterActor } from '@citygames/service-kit/roster-routes';
import { ROSTER_TEXTS } from '@citygames/service-kit/roster-texts';
import { runRosterChange } from '@citygames/service-kit/roster-version';
import { postRadioMessages } from '../radio/post-radio-message.js';
import { forgetTeamProgress } from '../teams/forget-team-progress.js';
import { TeamMemberModel } from '../teams/team-member.model.js';
import { TeamModel } from '../teams/team.model.js';
import { texts } from '../texts.js';
import { audit, fanhuaTeamName, organizerAuthor, teamOrThrow } from './roster-changes.js';

const teamGone = () => notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');

export async function renameTeam(actor: RosterActor, teamId: string, name: string): Promise<void> {
  fanhuaTeamName(name);
  const team = await teamOrThrow(teamId);
  if (team.name === name) throw conflict(ROSTER_TEXTS.sameName, 'SAME_NAME');
  const lookAlike = await TeamModel.findOne({ nameKey: nameKey(name), _id: { $ne: team._id } }, { name: 1 }).lean<{ name: string }>();
  if (lookAlike) throw conflict(ROSTER_TEXTS.teamNameTaken(name, lookAlike.name), 'TEAM_NAME_TAKEN');
  try {
    await runRosterChange('fanhua', actor.version, async (session) => {
      const renamed = await TeamModel.updateOne({ _id: team._id }, { $set: { name, nameKey: nameKey(name) } }, { session });
      if (renamed.matchedCount !== 1) throw teamGone();
      await audit(actor, 'roster.rename', ROSTER_TEXTS.renamedTeam(team.name, name), session, name);
    });
  } catch (error) {
    // The unique name index: another team took the name (or its look-alike) meanwhile.
    if (isDuplicateKeyError(error)) throw conflict(ROSTER_TEXTS.teamNameTaken(name), 'TEAM_NAME_TAKEN');
    throw error;
  }
}

/**
 * Its members leave as if they exited (back to the waiting list, free to join or form another team),
 * and the team goes with what only it had (forgetTeamProgress). Its radio messages and position fixes
 * stay as history; its members' `player_earnings` stay, so nobody earns an area twice.
 */
export async function deleteTeam(actor: RosterActor, teamId: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  await runRosterChange('fanhua', actor.version, async (session) => {
    const deleted = await TeamModel.deleteOne({ _id: team._id }, { session });
    if (deleted.deletedCount !== 1) throw teamGone();
    const left = await TeamMemberModel.deleteMany({ teamId: team._id }, { session });
    const { cancelledTrades } = await forgetTeamProgress(team._id, organizerAuthor(actor), actor.now, session);
    await audit(
      actor,
      'roster.delete-team',
      texts.organizerRoster.withCancelledTrades(ROSTER_TEXTS.deletedTeam(team.name, left.deletedCount), cancelledTrades),
      session,
      team.name,
    );
  });
}

/** Back to what a new team has; its members stay and hear about it on the radio. */
export async function resetTeam(actor: RosterActor, teamId: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  await runRosterChange('fanhua', actor.version, async (session) => {
    if (!(await TeamModel.exists({ _id: team._id }).session(session))) throw teamGone();
    const { cancelledTrades } = await forgetTeamProgress(team._id, organizerAuthor(actor), actor.now, session);
    await postRadioMessages(
      [
        {
          teamId: team._id,
          sender: 'commander',
          messageType: 'team_message',
          title: texts.organizerRoster.resetTitle,
          html: texts.organizerRoster.resetHtml,
          createdBy: organizerAuthor(actor),
        },
      ],
      actor.now,
      session,
    );
    await audit(actor, 'roster.reset-team', texts.organizerRoster.withCancelledTrades(ROSTER_TEXTS.resetTeam(team.name), cancelledTrades), session, team.name);
  });
}
