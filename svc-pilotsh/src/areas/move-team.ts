import { recordActivity } from '@citygames/service-kit/organizer/console/activity-feed';
import { conflict } from '@citygames/service-kit/http/errors';
import { runTransaction, type EffectAnswer } from '@citygames/service-kit/data/transaction';
import type { EventContentView } from '../content/event-content.js';
import type { PackArea } from '../content/pack-schema.js';
import type { TeamContext } from '../teams/team-context.js';
import { TEXTS } from '../texts.js';
import { moveTeamUnlessThere } from '../teams/team.repository.js';
import { findAreaByCodeFor } from './area-code-lookup.js';
import { recordVisit } from './area-visit.repository.js';

/**
 * Moves the team to the area whose code it entered (`move_to` args.pos is that code; it counts
 * against the team's code limit like a lookup). The visit, the move (one guarded update, so two
 * phones cannot move the team twice) and its entry in the feed commit together, with the route's
 * answer (`answer`) when the request holds an Idempotency-Key.
 */
export async function moveTeamByCode(
  context: TeamContext,
  content: EventContentView,
  code: string,
  now: Date,
  answer?: EffectAnswer<PackArea>,
): Promise<PackArea> {
  const area = await findAreaByCodeFor(context, content, code, now);
  if (context.team.currentAreaSeq === area.seq) throw conflict(TEXTS.alreadyInArea(area.name), 'ALREADY_IN_AREA');
  return runTransaction(
    async (session) => {
      await recordVisit(context.team._id, area.seq, now, session);
      if (!(await moveTeamUnlessThere(context.team._id, area.seq, session))) throw conflict(TEXTS.alreadyInArea(area.name), 'ALREADY_IN_AREA');
      await recordActivity(
        {
          kind: 'area.move',
          team: context.team.name,
          player: context.memberName,
          summary: `${context.team.name} 来到「${area.name}」（${context.memberName}）`,
        },
        now,
        session,
      );
      return area;
    },
    { answer },
  );
}
