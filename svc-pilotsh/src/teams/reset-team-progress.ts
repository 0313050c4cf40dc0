import type { ClientSession, Types } from 'mongoose';
import { resetTeamTasks } from '@citygames/task-engine/reset-team';
import { AreaVisit } from '../areas/area-visit.model.js';
import { recordVisit } from '../areas/area-visit.repository.js';
import type { PackTeam } from '../content/pack-schema.js';
import { grantStartingProps } from './create-team.js';
import { raiseResetEpoch } from './reset-guard.js';
import { Prop } from '../props/prop.model.js';

/**
 * A team starts over in `areaSeq` (the game admin's 'init' and the organiser's reset): its answers,
 * solves and bans (task-engine), visits and props are forgotten, it stands in the area with the pack's
 * starting props again. Pass the reset's transaction: it writes the team document (reset-guard), so a
 * solve committed meanwhile conflicts with it instead of surviving the reset.
 */
export async function resetTeamProgress(
  teamId: Types.ObjectId,
  areaSeq: number,
  startingProps: PackTeam['props'],
  now: Date,
  session: ClientSession,
): Promise<void> {
  await resetTeamTasks(teamId.toString(), session);
  await AreaVisit.deleteMany({ teamId }, { session });
  await Prop.deleteMany({ teamId }, { session });
  await raiseResetEpoch(teamId, areaSeq, session);
  await recordVisit(teamId, areaSeq, now, session);
  await grantStartingProps(teamId, startingProps, now, session);
}
