import { HttpError } from '@citygames/service-kit/http/errors';
import type { ClientSession } from 'mongoose';
import { findEventContent } from '../content/event-content.js';
import { resetTeamProgress } from '../teams/reset-team-progress.js';
import { Team } from '../teams/team.model.js';
import { PILOTSH_ROSTER_TEXTS } from './roster-texts.js';

/** Every team starts over in the start area with its starting props (the per-team reset, for all); answers how many. */
export async function resetAllProgress(session: ClientSession, { now }: { now: Date }): Promise<number> {
  const content = await findEventContent();
  if (!content) throw new HttpError(409, 'NO_CONTENT', PILOTSH_ROSTER_TEXTS.noContent);
  const teams = await Team.find({}, { _id: 1 }, { session }).lean();
  for (const team of teams) await resetTeamProgress(team._id, content.pack.startAreaSeq, now, session);
  return teams.length;
}
