import type { ClientSession } from 'mongoose';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { postRadioMessages } from '../radio/post-radio-message.js';
import { forgetTeamProgress } from '../teams/forget-team-progress.js';
import { TeamModel } from '../teams/team.model.js';
import { texts } from '../texts.js';

/**
 * Every team back to what a new team has (the per-team reset, for all: each claims its team's guards,
 * so a trade running meanwhile conflicts with it); members stay and hear about it on the radio.
 */
export async function resetAllProgress(session: ClientSession, by: { organizer: OrganizerUser; now: Date }): Promise<number> {
  const author = `organizer:${by.organizer.id}`;
  const teams = await TeamModel.find({}, { _id: 1 }, { session }).lean();
  for (const team of teams) await forgetTeamProgress(team._id, author, by.now, session);
  await postRadioMessages(
    teams.map((team) => ({
      teamId: team._id,
      sender: 'commander' as const,
      messageType: 'team_message' as const,
      title: texts.organizerRoster.resetTitle,
      html: texts.organizerRoster.resetHtml,
      createdBy: author,
    })),
    by.now,
    session,
  );
  return teams.length;
}
