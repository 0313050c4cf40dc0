import { HttpError } from '@citygames/service-kit/http/errors';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { bumpContentVersion } from '../content/content-version.js';
import { forgetEventSettings } from '../content/event-settings.js';
import { AreaModel, type AreaRecord } from './area.model.js';
import { checkRewardGroups, REWARD_TEXTS } from '@citygames/contracts/fanhua/reward-groups.rules';
import { texts } from '../texts.js';

/**
 * Replaces one area's reward groups as a whole (never pushed into); the map reads them from here. What an area pays is on
 * the organiser's record: the audit entry and the feed line, naming the administrator (`actor`), commit with the change.
 */
export async function updateAreaRewards(rawAreaId: string, rewards: unknown, actor: OrganizerUser, now: Date): Promise<AreaRecord> {
  const areaId = /^\d{1,4}$/.test(rawAreaId.trim()) ? Number(rawAreaId) : NaN;
  if (!Number.isInteger(areaId) || areaId < 1) throw new HttpError(400, 'AREA_ID_REQUIRED', REWARD_TEXTS.areaIdRequired);
  const checked = checkRewardGroups(rewards);
  if (!checked.ok) throw new HttpError(400, 'REWARDS_INVALID', checked.message);
  const area = await AreaModel.findById(areaId).lean<AreaRecord>();
  if (!area) throw new HttpError(404, 'AREA_NOT_FOUND', texts.area.notFound(areaId));
  if (area.special && checked.groups.length > 0) throw new HttpError(400, 'SPECIAL_AREA', texts.area.specialHasNoRewards);
  // The rewards and the content version change together, or the map caches would keep the old groups.
  const updated = await runTransaction(async (session) => {
    const updated = await AreaModel.findOneAndUpdate(
      { _id: areaId },
      { $set: { rewards: checked.groups, updatedAt: now } },
      { returnDocument: 'after', session },
    ).lean<AreaRecord>();
    if (!updated) throw new HttpError(404, 'AREA_NOT_FOUND', texts.area.notFound(areaId));
    await bumpContentVersion(session);
    const summary = texts.admin.areaRewardsSet(updated._id, updated.name, updated.rewards.length);
    await recordOrganizerAction(actor, { scope: 'fanhua', action: 'fanhua-admin.update-area-rewards', summary }, now, session);
    return updated;
  });
  forgetEventSettings();
  return updated;
}
