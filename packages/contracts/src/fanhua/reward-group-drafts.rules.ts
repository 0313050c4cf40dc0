/**
 * An area's reward groups as the two reward editors hold them while an administrator edits (counts as typed),
 * read from the stored groups and turned back into the body of update-area-rewards after the service's own check.
 */
import { checkRewardGroups, REWARD_LISTS, type CheckedRewardEntry, type CheckedRewardGroup, type RewardList } from './reward-groups.rules.js';

export interface RewardEntryDraft {
  /** Stable React key of the row. */
  key: string;
  type: string;
  arg: string;
  /** As typed, so a half-typed number stays on screen; the check reads it. */
  count: string;
}

export interface RewardGroupDraft {
  key: string;
  id: string;
  text: string;
  requires: RewardEntryDraft[];
  gives: RewardEntryDraft[];
  conds: RewardEntryDraft[];
}

let lastKey = 0;
const nextKey = (prefix: string) => {
  lastKey += 1;
  return `${prefix}-${lastKey}`;
};

export function emptyRewardEntry(type = '', arg = ''): RewardEntryDraft {
  return { key: nextKey('entry'), type, arg, count: '1' };
}

/** A new group: one empty row of what it gives, since a group gives something. */
export function emptyRewardGroup(id: string): RewardGroupDraft {
  return { key: nextKey('group'), id, text: '', requires: [], gives: [emptyRewardEntry()], conds: [] };
}

/** The smallest whole number no group uses as its id yet (the packs number their groups 1, 2, 3…). */
export function nextRewardGroupId(groups: readonly Pick<RewardGroupDraft, 'id'>[]): string {
  const used = new Set(groups.map((group) => group.id.trim()));
  let candidate = 1;
  while (used.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/** The editor's groups from an area's stored groups as /admin/areas answers them (hidden areas included). */
export function rewardGroupDrafts(stored: readonly CheckedRewardGroup[]): RewardGroupDraft[] {
  const rows = (entries: readonly CheckedRewardEntry[]) =>
    entries.map((entry) => ({ key: nextKey('entry'), type: entry.type, arg: entry.arg, count: String(entry.count) }));
  return stored.map((group) => ({
    key: nextKey('group'),
    id: group.id,
    text: group.text ?? '',
    requires: rows(group.requires),
    gives: rows(group.gives),
    conds: rows(group.conds),
  }));
}

/** One group of update-area-rewards' body (the schema's RewardGroupInput; a .rules module does not import zod). */
export interface RewardGroupPayload {
  id: string;
  text?: string | undefined;
  requires: CheckedRewardEntry[];
  gives: CheckedRewardEntry[];
  cond: CheckedRewardEntry[];
}

export type RewardPayload = { ok: true; rewards: RewardGroupPayload[] } | { ok: false; message: string };

/**
 * The body's groups, or the first problem with the service's own message (the same check runs on both sides).
 * The thresholds go out as `cond`, the spec's name in this payload.
 */
export function rewardGroupsPayload(groups: readonly RewardGroupDraft[]): RewardPayload {
  const entries = (rows: readonly RewardEntryDraft[]) => rows.map((row) => ({ type: row.type, arg: row.arg, count: row.count }));
  const lists = (group: RewardGroupDraft) => Object.fromEntries(REWARD_LISTS.map((list) => [list, entries(group[list])])) as Record<RewardList, unknown[]>;
  const checked = checkRewardGroups(groups.map((group) => ({ id: group.id, text: group.text, ...lists(group) })));
  if (!checked.ok) return checked;
  return {
    ok: true,
    rewards: checked.groups.map(({ conds, ...group }) => ({ ...group, cond: conds })),
  };
}
