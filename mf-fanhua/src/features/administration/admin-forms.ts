import { MAX_REWARD_COUNT } from '@citygames/contracts/fanhua/admin.rules';
import { isPlainAttributeType, isResourceCategory, isTalentType } from '@citygames/contracts/fanhua/assets.rules';
import { displayNameProblem, displayNameProblemText, normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '@citygames/contracts/fanhua/teams.rules';
import type { RewardEntryView, RewardGroupView } from '@citygames/contracts/fanhua/areas.schema';
import type { RewardEntryInput, RewardGroupInput } from '@citygames/contracts/fanhua/admin.schema';
import { TEXTS } from '../../texts';

const V = TEXTS.admin.validation;

/** The add-team form's first problem, or null. */
export function validateNewTeam(name: string, description: string): string | null {
  const problem = displayNameProblem(normalizeDisplayName(name));
  if (problem === 'empty') return V.nameEmpty;
  if (problem) return displayNameProblemText(problem, '队伍名称');
  if (!description.trim()) return V.descriptionEmpty;
  if (normalizeDisplayName(name).length > TEAM_NAME_MAX) return V.nameTooLong;
  if (description.trim().length > TEAM_DESCRIPTION_MAX) return V.descriptionTooLong;
  return null;
}

const isKnownPlainType = (type: string) => isTalentType(type) || isPlainAttributeType(type);

/** The add-asset form's first problem, or null. */
export function validateNewAsset(input: { teamId: string; type: string; arg: string; count: string }): string | null {
  if (!input.teamId) return V.selectTeam;
  if (!input.type || (isResourceCategory(input.type) ? !input.arg : !isKnownPlainType(input.type))) return V.incompleteAsset;
  if (!/^\d+$/.test(input.count.trim()) || Number(input.count) <= 0) return V.validCount;
  return null;
}

export interface EntryDraft {
  key: string;
  type: string;
  arg: string;
  count: string;
}

export interface GroupDraft {
  key: string;
  id: string;
  text: string;
  requires: EntryDraft[];
  gives: EntryDraft[];
  cond: EntryDraft[];
}

export const ENTRY_LISTS = ['requires', 'gives', 'cond'] as const;
export type EntryList = (typeof ENTRY_LISTS)[number];

/** Checks the reward editor as the server will, and builds the payload. */
export function buildRewardPayload(
  areaId: string,
  groups: readonly GroupDraft[],
): { ok: true; areaId: number; rewards: RewardGroupInput[] } | { ok: false; message: string } {
  if (!/^\d+$/.test(areaId.trim()) || Number(areaId) < 1) return { ok: false, message: V.areaId };
  const seen = new Set<string>();
  const rewards: RewardGroupInput[] = [];
  for (const group of groups) {
    const id = group.id.trim();
    if (!id || seen.has(id)) return { ok: false, message: V.uniqueGroupId };
    seen.add(id);
    const lists = { requires: [], gives: [], cond: [] } as Record<EntryList, RewardEntryInput[]>;
    for (const list of ENTRY_LISTS) {
      for (const entry of group[list]) {
        if (!entry.type || !/^-?\d+(\.\d+)?$/.test(entry.count.trim())) return { ok: false, message: V.incomplete[list] };
        if (Number(entry.count) < 1 || !Number.isInteger(Number(entry.count))) return { ok: false, message: V.countAtLeastOne };
        if (Number(entry.count) > MAX_REWARD_COUNT) return { ok: false, message: V.countTooLarge(MAX_REWARD_COUNT) };
        if (isResourceCategory(entry.type) && !entry.arg) return { ok: false, message: V.itemRequired };
        lists[list].push({ type: entry.type, arg: isResourceCategory(entry.type) ? entry.arg : null, count: Number(entry.count) });
      }
    }
    if (lists.gives.length === 0) return { ok: false, message: V.noGives };
    rewards.push({ id, ...(group.text.trim() ? { text: group.text.trim() } : {}), requires: lists.requires, gives: lists.gives, cond: lists.cond });
  }
  return { ok: true, areaId: Number(areaId), rewards };
}

let nextKey = 0;
const key = (prefix: string) => {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
};

export function emptyEntry(): EntryDraft {
  return { key: key('entry'), type: '', arg: '', count: '1' };
}

export function emptyGroup(id = ''): GroupDraft {
  return { key: key('group'), id, text: '', requires: [], gives: [emptyEntry()], cond: [] };
}

/** The editor's groups from an area's stored groups (hidden areas included). */
export function groupsFromStored(rewards: readonly RewardGroupView[]): GroupDraft[] {
  const toEntries = (entries: readonly RewardEntryView[] = []) =>
    entries.map((entry) => ({ key: key('entry'), type: entry.type, arg: entry.arg ?? '', count: String(entry.count) }));
  return rewards.map((group) => ({
    key: key('group'),
    id: String(group.id),
    text: group.text ?? '',
    requires: toEntries(group.requires),
    gives: toEntries(group.gives),
    cond: toEntries(group.conds),
  }));
}
