import { ITEM_NAMES, TYPE_NAMES as CATALOGUE_TYPE_NAMES, isResourceCategory, type TalentType } from '@citygames/contracts/fanhua/assets.rules';

/**
 * The asset catalogue the service validates against, with its Chinese names, as the screens use it:
 * the trade composer, the asset panel, the area sheet and the administration forms.
 */
export { ITEM_NAMES, isResourceCategory, PLAIN_ATTRIBUTE_TYPES, RESOURCE_CATEGORIES, RESOURCE_CATEGORY_TYPES } from '@citygames/contracts/fanhua/assets.rules';
export type { ResourceCategory } from '@citygames/contracts/fanhua/assets.rules';

/** The talents in the order the screens list them (力量, 智力, 幸运). */
export const TALENT_DISPLAY_ORDER = ['strength', 'intelligence', 'luck'] as const satisfies readonly TalentType[];

/** Chinese names of asset types, indexed by any code the server sends. */
export const TYPE_NAMES: Readonly<Record<string, string>> = CATALOGUE_TYPE_NAMES;

/** '面包' for food/bread, '智力' for intelligence. */
export function assetName(type: string, arg: string | null | undefined): string {
  if (isResourceCategory(type)) return (arg && ITEM_NAMES[arg]) || arg || TYPE_NAMES[type] || type;
  return TYPE_NAMES[type] ?? type;
}
