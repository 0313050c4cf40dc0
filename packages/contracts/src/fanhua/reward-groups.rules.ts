/**
 * The check of an administrator's reward groups for one area, written once: the service judges with it, and the
 * two reward editors (the game's administration page and the organiser console) run it before they send, so
 * they refuse with the same Chinese message the service would.
 */
import { MAX_ENTRIES_PER_LIST, MAX_REWARD_COUNT, MAX_REWARD_GROUPS, REWARD_TEXT_MAX } from './admin.rules.js';
import { isResourceCategory, isValidAssetKey, RESOURCE_CATEGORIES } from './assets.rules.js';

export const REWARD_TEXTS = {
  areaIdRequired: '请输入区域ID',
  notAList: '奖励组必须是列表',
  tooManyGroups: `一个区域最多 ${MAX_REWARD_GROUPS} 个奖励组`,
  uniqueId: '每个奖励组都必须有唯一的 id',
  incomplete: { requires: '请填写完整的需求条目', gives: '请填写完整的奖励条目', conds: '请填写完整的门槛条目' },
  countAtLeastOne: '数量最少为 1',
  countTooLarge: `数量不能超过 ${MAX_REWARD_COUNT}`,
  itemRequired: '资源类条目必须选择具体物品',
  unknownType: (type: string) => `未知的资源类型「${type}」`,
  noGives: '每个奖励组至少要有一项奖励',
  tooManyEntries: `每个列表最多 ${MAX_ENTRIES_PER_LIST} 项`,
  textTooLong: `奖励组文字不能超过 ${REWARD_TEXT_MAX} 个字符`,
} as const;

/** The three lists of a group, in the order the editors show them. */
export const REWARD_LISTS = ['requires', 'gives', 'conds'] as const;
export type RewardList = (typeof REWARD_LISTS)[number];

/** The lists' names inside a refusal (「第 2 组奖励：…」). */
export const REWARD_LIST_NAMES: Record<RewardList, string> = { requires: '需求', gives: '奖励', conds: '门槛' };

/** One checked entry: the item is '' for everything that is not a resource, the count whole. */
export interface CheckedRewardEntry {
  type: string;
  arg: string;
  count: number;
}

/** One checked group in the stored shape. */
export interface CheckedRewardGroup {
  id: string;
  text?: string | undefined;
  requires: CheckedRewardEntry[];
  gives: CheckedRewardEntry[];
  conds: CheckedRewardEntry[];
}

export type RewardGroupsCheck = { ok: true; groups: CheckedRewardGroup[] } | { ok: false; message: string };

const fail = (message: string, where?: string): RewardGroupsCheck => ({ ok: false, message: where ? `${where}：${message}` : message });

function checkEntry(raw: unknown, list: RewardList): CheckedRewardEntry | string {
  const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as { type?: unknown; arg?: unknown; count?: unknown };
  const type = typeof entry.type === 'string' ? entry.type.trim() : '';
  const count = typeof entry.count === 'string' && entry.count.trim() !== '' ? Number(entry.count) : entry.count;
  if (!type || typeof count !== 'number' || !Number.isFinite(count)) return REWARD_TEXTS.incomplete[list];
  if (!Number.isInteger(count) || count < 1) return REWARD_TEXTS.countAtLeastOne;
  if (count > MAX_REWARD_COUNT) return REWARD_TEXTS.countTooLarge;
  const arg = isResourceCategory(type) ? (typeof entry.arg === 'string' ? entry.arg.trim() : '') : '';
  if (isResourceCategory(type) && !(RESOURCE_CATEGORIES[type] as readonly string[]).includes(arg)) return REWARD_TEXTS.itemRequired;
  if (!isValidAssetKey(type, arg)) return REWARD_TEXTS.unknownType(type);
  return { type, arg, count };
}

/**
 * Validates an administrator's reward groups for one area (Chinese messages naming the group and list, `cond` accepted
 * for `conds`) and returns them in the stored shape: items '' for non-resources, counts whole.
 */
export function checkRewardGroups(input: unknown): RewardGroupsCheck {
  if (!Array.isArray(input)) return fail(REWARD_TEXTS.notAList);
  if (input.length > MAX_REWARD_GROUPS) return fail(REWARD_TEXTS.tooManyGroups);
  const ids = new Set<string>();
  const groups: CheckedRewardGroup[] = [];
  for (const [index, raw] of input.entries()) {
    const where = `第 ${index + 1} 组`;
    const group = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const id = typeof group.id === 'number' ? String(group.id) : typeof group.id === 'string' ? group.id.trim() : '';
    if (!id || ids.has(id)) return fail(REWARD_TEXTS.uniqueId, where);
    ids.add(id);
    const lists: Record<RewardList, CheckedRewardEntry[]> = { requires: [], gives: [], conds: [] };
    for (const list of REWARD_LISTS) {
      const rawList = list === 'conds' ? (group.conds ?? group.cond ?? []) : (group[list] ?? []);
      if (!Array.isArray(rawList)) return fail(REWARD_TEXTS.incomplete[list], where);
      if (rawList.length > MAX_ENTRIES_PER_LIST) return fail(REWARD_TEXTS.tooManyEntries, `${where}${REWARD_LIST_NAMES[list]}`);
      for (const rawEntry of rawList) {
        const entry = checkEntry(rawEntry, list);
        if (typeof entry === 'string') return fail(entry, `${where}${REWARD_LIST_NAMES[list]}`);
        lists[list].push(entry);
      }
    }
    if (lists.gives.length === 0) return fail(REWARD_TEXTS.noGives, where);
    const text = typeof group.text === 'string' ? group.text.trim() : '';
    if (text.length > REWARD_TEXT_MAX) return fail(REWARD_TEXTS.textTooLong, where);
    groups.push({ id, ...(text ? { text } : {}), ...lists });
  }
  return { ok: true, groups };
}
