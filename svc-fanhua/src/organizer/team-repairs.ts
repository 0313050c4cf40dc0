// The organiser's repairs of one fanhua team: rename, delete, reset. Each is one transaction that
// claims the roster version (runRosterChange); delete and reset also claim the team's guards
// (forgetTeamProgress), so they conflict with the team's trades running meanwhile.

import { notFound } from '@citygames/service-kit/http/errors';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { renameRosterTeam } from '@citygames/service-kit/organizer/roster/roster-team-rename';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
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
  await renameRosterTeam(TeamModel, 'fanhua', actor, team, name, (session) =>
    audit(actor, 'roster.rename', ROSTER_TEXTS.renamedTeam(team.name, name), session, name),
  );
}

/**
 * Its members leave as if they exited (back to the waiting list, free to join or form another team),
 * and the team goes with what only it had (forgetTeamProgress). Its radio messages and position fixes
 * stay as history; its members' `player_earnings` stay, so nobody earns an area twice.
 */
export async function deleteTeam(actor: RosterActor, teamId: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  await runRosterChange('fanhua', actor, async (session) => {
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
  await runRosterChange('fanhua', actor, async (session) => {
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
