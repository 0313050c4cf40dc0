import type { AdminArea } from '@citygames/contracts/fanhua/admin.schema';
import type { RewardEntryView, RewardGroupView } from '@citygames/contracts/fanhua/areas.schema';
import { assetDisplayName } from '@citygames/contracts/fanhua/assets.rules';
import { SPECIAL_AREA_NAMES } from '@citygames/contracts/fanhua/special-effects.rules';

/** 普通, 隐藏 or the special area's kind as the studio names it, never the pack's code. */
export function areaKind(area: AdminArea): string {
  if (area.special) return `特殊区域（${(SPECIAL_AREA_NAMES as Record<string, string>)[area.special] ?? '其他'}）`;
  return area.hidden ? '隐藏' : '普通';
}

/** 区域 1「钟楼」: how the console (and the service's messages) name an area. */
export const areaTitle = (area: Pick<AdminArea, 'id' | 'name'>) => `区域 ${area.id}「${area.name}」`;

/** Whether an area answers the organiser's search: its number, or part of its name. */
export function matchesAreaSearch(area: AdminArea, search: string): boolean {
  const wanted = search.trim();
  return wanted === '' || String(area.id) === wanted || area.name.includes(wanted);
}

const entriesText = (entries: readonly RewardEntryView[]) => entries.map((entry) => `${assetDisplayName(entry.type, entry.arg)}×${entry.count}`).join('、');

/** One group in a line of Chinese: 「付出 工具箱×2，获得 泡面×3、力量×2，需持有 幸运×3」. */
export function rewardGroupSummary(group: RewardGroupView): string {
  return [
    group.requires.length > 0 ? `付出 ${entriesText(group.requires)}` : '',
    `获得 ${entriesText(group.gives)}`,
    group.conds.length > 0 ? `需持有 ${entriesText(group.conds)}` : '',
  ]
    .filter(Boolean)
    .join('，');
}
