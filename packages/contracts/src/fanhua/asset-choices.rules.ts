/**
 * The asset catalogue as one list of Chinese names to pick from (talents, attributes, then each category's goods),
 * for the editors where an administrator picks "what" in one step. A choice's value stands for its (type, item)
 * and is never shown.
 */
import {
  ITEM_NAMES,
  isResourceCategory,
  PLAIN_ATTRIBUTE_TYPES,
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_TYPES,
  TALENT_TYPES,
  TYPE_NAMES,
  isValidAssetKey,
} from './assets.rules.js';

export interface AssetChoice {
  value: string;
  type: string;
  arg: string;
  name: string;
}

export interface AssetChoiceGroup {
  name: string;
  choices: AssetChoice[];
}

/** The value of an asset in a picker: the type alone, or 'category/item' for goods. */
export function assetChoiceValue(type: string, arg: string): string {
  return isResourceCategory(type) ? `${type}/${arg}` : type;
}

const choice = (type: string, arg: string): AssetChoice => ({
  value: assetChoiceValue(type, arg),
  type,
  arg,
  name: isResourceCategory(type) ? (ITEM_NAMES[arg] ?? arg) : (TYPE_NAMES as Record<string, string>)[type]!,
});

export const ASSET_CHOICE_GROUPS: readonly AssetChoiceGroup[] = [
  { name: '天赋', choices: TALENT_TYPES.map((type) => choice(type, '')) },
  { name: '属性', choices: PLAIN_ATTRIBUTE_TYPES.map((type) => choice(type, '')) },
  ...RESOURCE_CATEGORY_TYPES.map((category) => ({
    name: TYPE_NAMES[category],
    choices: RESOURCE_CATEGORIES[category].map((item) => choice(category, item)),
  })),
];

/** The (type, item) a picker's value stands for, or null for a value that names nothing in the catalogue. */
export function assetOfChoice(value: string): { type: string; arg: string } | null {
  const [type = '', arg = ''] = value.split('/');
  return isValidAssetKey(type, arg) ? { type, arg } : null;
}
