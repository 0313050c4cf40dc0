import { recordActivity } from '@citygames/service-kit/organizer/console/activity-feed';
import { conflict } from '@citygames/service-kit/http/errors';
import type { EventContentView } from '../content/event-content.js';
import type { PackArea } from '../content/pack-schema.js';
import type { TeamContext } from '../teams/team-context.js';
import { TEXTS } from '../texts.js';
import { moveTeamUnlessThere } from '../teams/team.repository.js';
import { findAreaByCodeFor } from './area-code-lookup.js';
import { recordVisit } from './area-visit.repository.js';

/**
 * Moves the team to the area whose code it entered (`move_to` args.pos is that code; it counts
 * against the team's code limit like a lookup).
 * The visit is recorded first, so a failure between the two steps leaves the team where it was
 * and a retry completes the move; the move itself is one guarded update, followed by its entry in the feed.
 */
export async function moveTeamByCode(context: TeamContext, content: EventContentView, code: string, now: Date): Promise<PackArea> {
  const area = await findAreaByCodeFor(context.teamId, content, code, now);
  if (context.team.currentAreaSeq === area.seq) throw conflict(TEXTS.alreadyInArea(area.name), 'ALREADY_IN_AREA');
  await recordVisit(context.team._id, area.seq, now);
  if (!(await moveTeamUnlessThere(context.team._id, area.seq))) throw conflict(TEXTS.alreadyInArea(area.name), 'ALREADY_IN_AREA');
  // the feed's entry, by the request whose guarded move won (as an answer's entry follows its guarded write)
  await recordActivity(
    { kind: 'area.move', team: context.team.name, player: context.memberName, summary: `${context.team.name} 来到「${area.name}」（${context.memberName}）` },
    now,
  );
  return area;
}
