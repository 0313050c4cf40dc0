import type { AssetLine } from '@citygames/contracts/fanhua/areas.schema';
import { ITEM_NAMES, RESOURCE_CATEGORIES, RESOURCE_CATEGORY_TYPES, TALENT_DISPLAY_ORDER, TYPE_NAMES, type ResourceCategory } from '../asset-catalogue';

export interface TalentTotal {
  type: (typeof TALENT_DISPLAY_ORDER)[number];
  name: string;
  count: number;
}

export interface ResourceGroup {
  category: ResourceCategory;
  name: string;
  items: { arg: string; name: string; count: number }[];
}

/** The three talent totals (strength, intelligence, luck), 0 when the team has none. */
export function talentTotals(lines: readonly AssetLine[]): TalentTotal[] {
  return TALENT_DISPLAY_ORDER.map((type) => ({
    type,
    name: TYPE_NAMES[type] ?? type,
    count: lines.find((line) => line.type === type)?.count ?? 0,
  }));
}

/** Goods grouped by the four categories in catalogue order; empty categories and money/house are left out. */
export function resourceGroups(lines: readonly AssetLine[]): ResourceGroup[] {
  return RESOURCE_CATEGORY_TYPES.map((category) => ({
    category,
    name: TYPE_NAMES[category] ?? category,
    items: RESOURCE_CATEGORIES[category]
      .map((arg) => ({ arg, name: ITEM_NAMES[arg] ?? arg, count: lines.find((line) => line.type === category && line.arg === arg)?.count ?? 0 }))
      .filter((item) => item.count > 0),
  })).filter((group) => group.items.length > 0);
}
