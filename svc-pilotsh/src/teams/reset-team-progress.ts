import type { ClientSession, Types } from 'mongoose';
import { resetTeamTasks } from '@citygames/task-engine/reset-team';
import { AreaVisit } from '../areas/area-visit.model.js';
import { recordVisit } from '../areas/area-visit.repository.js';
import { grantStartingProps } from './create-team.js';
import { raiseResetEpoch } from './reset-guard.js';
import { Prop } from '../props/prop.model.js';
import { Team } from './team.model.js';

/**
 * A team starts over in `areaSeq` (the game admin's 'init' and the organiser's reset): its answers,
 * solves and bans (task-engine), visits and props are forgotten, it stands in the area with the pack's
 * starting props (stored on the team from its roster entry) again. Pass the reset's transaction: it writes the team document (reset-guard), so a
 * solve committed meanwhile conflicts with it instead of surviving the reset.
 */
export async function resetTeamProgress(teamId: Types.ObjectId, areaSeq: number, now: Date, session: ClientSession): Promise<void> {
  const team = await Team.findById(teamId, { startingProps: 1 }).session(session).lean();
  await resetTeamTasks(teamId.toString(), session);
  await AreaVisit.deleteMany({ teamId }, { session });
  await Prop.deleteMany({ teamId }, { session });
  await raiseResetEpoch(teamId, areaSeq, session);
  await recordVisit(teamId, areaSeq, now, session);
  const startingProps = (team?.startingProps ?? []).map((prop) => ({ type: prop.type, ...(prop.steps != null ? { steps: prop.steps } : {}) }));
  await grantStartingProps(teamId, startingProps, now, session);
}
