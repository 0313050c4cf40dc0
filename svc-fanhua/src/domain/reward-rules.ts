import type { AssetChange } from './asset-change.js';

/** One entry of a reward group: a type, an item for resources ('' otherwise) and a positive count. */
export interface RewardEntry {
  type: string;
  arg: string;
  count: number;
}

export interface RewardGroup {
  id: string;
  text?: string | undefined;
  requires: RewardEntry[];
  gives: RewardEntry[];
  conds: RewardEntry[];
}

export type Holdings = ReadonlyMap<string, number>;

export const holdingKey = (type: string, arg: string) => `${type}:${arg}`;

/** The thresholds a team does not reach: conds are held, not paid. */
export function unmetConds(conds: readonly RewardEntry[], holdings: Holdings): RewardEntry[] {
  return conds.filter((cond) => (holdings.get(holdingKey(cond.type, cond.arg)) ?? 0) < cond.count);
}

/** The ledger changes of taking a reward: pay every require, receive every give. */
export function rewardChanges(group: RewardGroup): AssetChange[] {
  return [
    ...group.requires.map((entry) => ({ type: entry.type, arg: entry.arg, count: -entry.count })),
    ...group.gives.map((entry) => ({ type: entry.type, arg: entry.arg, count: entry.count })),
  ];
}

/** How many distinct things an area rewards (the map's colour scale), clipped to 0..4. */
export function rewardColourLevel(groups: readonly RewardGroup[]): number {
  return Math.min(4, groups.length);
}
