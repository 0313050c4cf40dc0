import { dependentOptions, optionTitle, type JsonSchema } from '../schema-form-rules';

/** A fanhua reward entry (得到, 付出, 需要持有): a resource picked by its Chinese name, the item that follows it, a count. */
export function isRewardEntry(schema: JsonSchema): boolean {
  const properties = schema.properties ?? {};
  return properties.type?.optionTitles !== undefined && properties.arg?.optionTitlesBy?.field === 'type' && properties.count !== undefined;
}

/** A reward group: what is given, and what is paid and held for it. */
export function isRewardGroup(schema: JsonSchema): boolean {
  const gives = schema.properties?.gives?.items;
  return gives !== undefined && isRewardEntry(gives);
}

/** One reward entry in words: the item's Chinese name (else the resource's) and the count, never a code: 「泡面 ×2」. */
export function rewardWords(value: unknown, schema: JsonSchema): string {
  const entry = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const typeSchema = schema.properties?.type ?? {};
  const argSchema = schema.properties?.arg ?? {};
  const item = typeof entry.arg === 'string' && entry.arg !== '' ? dependentOptions(argSchema, entry)?.[entry.arg] : undefined;
  const name = item ?? (typeof entry.type === 'string' && entry.type !== '' ? optionTitle(typeSchema, entry.type) : '（未选）');
  return `${name} ×${typeof entry.count === 'number' ? entry.count : '?'}`;
}

const listWords = (value: unknown, schema: JsonSchema | undefined) =>
  Array.isArray(value) && value.length > 0 && schema ? value.map((entry) => rewardWords(entry, schema)).join('、') : null;

/** A reward group's line in its list: 「组 1：付出 泡面 ×2 → 得到 金钱 ×100；需持有 智力 ×12」. */
export function rewardGroupWords(value: unknown, schema: JsonSchema): string {
  const group = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const properties = schema.properties ?? {};
  const paid = listWords(group.requires, properties.requires?.items);
  const given = listWords(group.gives, properties.gives?.items) ?? '（还没有）';
  const held = listWords(group.conds, properties.conds?.items);
  const id = typeof group.id === 'string' || typeof group.id === 'number' ? `组 ${group.id}：` : '';
  return `${id}${paid ? `付出 ${paid} → ` : ''}得到 ${given}${held ? `；需持有 ${held}` : ''}`;
}
