import { assetDisplayName } from '@citygames/contracts/fanhua/assets.rules';
import { rewardColourLevel, type RewardEntry, type RewardGroup } from '../domain/reward-rules.js';
import { isAreaHidden, type AreaRecord } from './area.model.js';

const entryView = (entry: RewardEntry) => ({ type: entry.type, arg: entry.arg ?? '', count: entry.count, name: assetDisplayName(entry.type, entry.arg ?? '') });

/** One stored reward group as the API shows it (entries with their Chinese names). */
export function rewardGroupView(group: RewardGroup) {
  return {
    id: group.id,
    ...(group.text ? { text: group.text } : {}),
    requires: group.requires.map(entryView),
    gives: group.gives.map(entryView),
    conds: group.conds.map(entryView),
  };
}

/** What getAll's `states` (JSON text) holds for one area: its rewards, its special effect, or only that it is hidden. */
export function areaStates(area: AreaRecord, now: Date): string {
  if (isAreaHidden(area, now)) return JSON.stringify({ hidden: true });
  if (area.special) return JSON.stringify({ special: area.special, rewards: [] });
  return JSON.stringify({ rewards: area.rewards.map(rewardGroupView) });
}

/** The client's area list entry: geometry and names (WGS-84 `cx` longitude, `cy` latitude). */
export function areaMapEntry(area: AreaRecord, now: Date) {
  const hidden = isAreaHidden(area, now);
  return {
    area_id: area._id,
    name: hidden ? '???' : area.name,
    location: hidden ? [] : area.location,
    cx: area.lng,
    cy: area.lat,
    radius: area.radiusKm,
    hidden,
    landmark: area.landmark,
    special: hidden ? null : (area.special?.type ?? null),
    reward_level: hidden || area.special ? 0 : rewardColourLevel(area.rewards),
  };
}
