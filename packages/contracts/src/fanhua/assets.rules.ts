/**
 * The fanhua catalogue of everything a team can own: three talents, money and house (attributes that
 * are not resources), and four categories of six goods each, with their Chinese names. The service
 * validates every asset type and item against it; the remote lists and names them from it.
 */

export const TALENT_TYPES = ['intelligence', 'strength', 'luck'] as const;
export type TalentType = (typeof TALENT_TYPES)[number];

/** Attributes held as a plain number (arg ''), never shown in the resource panel. */
export const PLAIN_ATTRIBUTE_TYPES = ['money', 'house'] as const;
export type PlainAttributeType = (typeof PLAIN_ATTRIBUTE_TYPES)[number];

export const RESOURCE_CATEGORIES = {
  food: ['instant-noodles', 'bread', 'wine', 'canned-food', 'dried-meat', 'water'],
  medical: ['bandage', 'first-aid', 'painkillers', 'antibiotics', 'vitamin', 'disinfectant'],
  will: ['happy', 'calm', 'courage', 'hope', 'focus', 'peace'],
  equipment: ['protection-suit', 'mask', 'rope', 'flashlight', 'backpack', 'tools'],
} as const;
export type ResourceCategory = keyof typeof RESOURCE_CATEGORIES;
export const RESOURCE_CATEGORY_TYPES = Object.keys(RESOURCE_CATEGORIES) as ResourceCategory[];

export const ASSET_TYPES = [...TALENT_TYPES, ...PLAIN_ATTRIBUTE_TYPES, ...RESOURCE_CATEGORY_TYPES] as const;
export type AssetType = TalentType | PlainAttributeType | ResourceCategory;

export const TYPE_NAMES: Record<AssetType, string> = {
  intelligence: '智力',
  strength: '力量',
  luck: '幸运',
  money: '金钱',
  house: '房屋',
  food: '食物',
  medical: '医疗',
  will: '意志',
  equipment: '装备',
};

export const ITEM_NAMES: Record<string, string> = {
  'instant-noodles': '泡面',
  bread: '面包',
  wine: '酒',
  'canned-food': '罐头',
  'dried-meat': '肉干',
  water: '饮用水',
  bandage: '绷带',
  'first-aid': '急救包',
  painkillers: '止痛药',
  antibiotics: '抗生素',
  vitamin: '维生素',
  disinfectant: '消毒液',
  happy: '快乐',
  calm: '冷静',
  courage: '勇气',
  hope: '希望',
  focus: '专注',
  peace: '平和',
  'protection-suit': '防护服',
  mask: '防毒面具',
  rope: '绳索',
  flashlight: '手电筒',
  backpack: '背包',
  tools: '工具箱',
};

export function isTalentType(type: string): type is TalentType {
  return (TALENT_TYPES as readonly string[]).includes(type);
}

export function isPlainAttributeType(type: string): type is PlainAttributeType {
  return (PLAIN_ATTRIBUTE_TYPES as readonly string[]).includes(type);
}

export function isResourceCategory(type: string): type is ResourceCategory {
  return Object.hasOwn(RESOURCE_CATEGORIES, type);
}

export function isAssetType(type: string): type is AssetType {
  return (ASSET_TYPES as readonly string[]).includes(type);
}

/** True when (type, arg) names something that exists: a resource needs one of its category's items, others need arg ''. */
export function isValidAssetKey(type: string, arg: string): boolean {
  if (isResourceCategory(type)) return (RESOURCE_CATEGORIES[type] as readonly string[]).includes(arg);
  return isAssetType(type) && arg === '';
}

/** Chinese name of one asset line, e.g. '面包' for food/bread and '智力' for intelligence. */
export function assetDisplayName(type: string, arg: string): string {
  if (isResourceCategory(type)) return ITEM_NAMES[arg] ?? arg;
  return isAssetType(type) ? TYPE_NAMES[type] : type;
}

/** The category of a resource item alone (items are unique across categories). */
export function categoryOfItem(item: string): ResourceCategory | null {
  for (const category of RESOURCE_CATEGORY_TYPES) {
    if ((RESOURCE_CATEGORIES[category] as readonly string[]).includes(item)) return category;
  }
  return null;
}
