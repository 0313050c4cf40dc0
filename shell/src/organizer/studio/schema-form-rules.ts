/**
 * Pure rules of the studio's form: it is drawn from the JSON Schema the service makes of the game's
 * zod pack schema (draft-07, inputs), so the form follows each game's own rules without knowing them.
 */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  /** Chinese names of a field's codes (item types, card codes…), given by the game's pack schema. */
  optionTitles?: Record<string, string>;
  /** Options that follow another field of the same entry (fanhua: the items of the chosen category). */
  optionTitlesBy?: { field: string; options: Record<string, Record<string, string>> };
}

type FieldKind = 'object' | 'record' | 'array' | 'string' | 'number' | 'boolean' | 'const' | 'enum' | 'union' | 'json';

export function variantsOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

const PLAIN_TYPES = ['string', 'number', 'integer'];

export function kindOf(schema: JsonSchema): FieldKind {
  if (schema.const !== undefined) return 'const';
  if (schema.enum) return 'enum';
  const variants = variantsOf(schema);
  if (variants.length > 0 && variants.every((variant) => variant.const !== undefined)) return 'enum';
  // Text or a number (fanhua's reward group id): one text box.
  if (variants.length > 0 && variants.every((variant) => variant.const === undefined && PLAIN_TYPES.includes(typeOf(variant) ?? ''))) return 'string';
  if (variants.length > 0) return 'union';
  switch (typeOf(schema)) {
    case 'object':
      return schema.properties ? 'object' : typeof schema.additionalProperties === 'object' ? 'record' : 'json';
    case 'array':
      return schema.items ? 'array' : 'json';
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'json';
  }
}

/** The Chinese title the pack schema gives a field (every field has one: each game's pack-words test), else its place. */
export function labelOf(key: string, schema: JsonSchema): string {
  return schema.title ?? (/^\d+$/.test(key) ? `第 ${key} 项` : '');
}

/** How a code is shown: its Chinese name from the schema, else as written (numbers, names the organiser typed). */
export function optionTitle(schema: JsonSchema, value: unknown): string {
  return schema.optionTitles?.[String(value)] ?? String(value);
}

/** The options of a field that follows another (fanhua's item of a category); null when that value has none. */
export function dependentOptions(schema: JsonSchema, entry: Record<string, unknown> | undefined): Record<string, string> | null {
  const by = schema.optionTitlesBy;
  if (!by) return null;
  return by.options[String(entry?.[by.field])] ?? null;
}

/** Organiser HTML: edited as text beside a sanitised preview. */
export const isRichText = (key: string) => /Html$/.test(key);

/** A picture's source (`src`, `imageUrl`): a same-site path, or an upload kept inline as a data: URI. */
export const isImageSource = (key: string) => key === 'src' || /imageUrl$/i.test(key);

export const isLongText = (key: string, schema: JsonSchema) => isRichText(key) || (schema.maxLength ?? 0) > 200;

/** A fresh value a new entry or a newly set field starts from: the schema's default, else the smallest valid shape. */
export function emptyValueOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  const kind = kindOf(schema);
  if (kind === 'const') return schema.const;
  if (kind === 'enum') return schema.enum?.[0];
  if (kind === 'union') return emptyValueOf(variantsOf(schema).find((variant) => variant.type !== 'null') ?? {});
  if (kind === 'object') {
    return Object.fromEntries((schema.required ?? []).map((key) => [key, emptyValueOf(schema.properties?.[key] ?? {})]));
  }
  if (kind === 'record') return {};
  // A list that needs entries starts with them (a new reward group with one reward to fill in, a task with one answer).
  if (kind === 'array') return Array.from({ length: Math.min(schema.minItems ?? 0, 12) }, () => emptyValueOf(schema.items ?? {}));
  if (kind === 'string') return '';
  if (kind === 'number') return schema.minimum ?? 0;
  if (kind === 'boolean') return false;
  return null;
}

/** The properties of a variant fixed to one value (`kind: 'city'`): what tells the variants apart. */
function constsOf(variant: JsonSchema): [string, unknown][] {
  return Object.entries(variant.properties ?? {}).flatMap(([key, property]) => (property.const !== undefined ? [[key, property.const]] : []));
}

/** Which variant of a union a value is: the one whose fixed properties it carries, else the first of its type. */
export function variantIndexOf(variants: readonly JsonSchema[], value: unknown): number {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const byConsts = variants.findIndex((variant) => {
    const consts = constsOf(variant);
    return record !== null && consts.length > 0 && consts.every(([key, constant]) => record[key] === constant);
  });
  if (byConsts >= 0) return byConsts;
  const jsonType = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const byType = variants.findIndex((variant) => {
    const type = typeOf(variant);
    return type === jsonType || (jsonType === 'number' && type === 'integer') || (type === undefined && variant.const === value);
  });
  return Math.max(0, byType);
}

export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * A line that names an entry in a collapsed list: its id and name, else its codes in Chinese and its count
 * (a reward 「食物 泡面 ×2」), else the title of its kind (「城市谜题」); never a bare code.
 */
export function entrySummary(value: unknown, schema: JsonSchema = {}): string {
  if (typeof value !== 'object' || value === null) return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const record = value as Record<string, unknown>;
  const shape = variantsOf(schema).length > 0 ? (variantsOf(schema)[variantIndexOf(variantsOf(schema), value)] ?? {}) : schema;
  const named = (key: string) => {
    const part = record[key];
    if (part === undefined || part === '' || part === null) return null;
    const property = shape.properties?.[key];
    return property ? optionTitle(property, part) : String(part);
  };
  const name = ['name', 'title', 'label'].map(named).find(Boolean) ?? null;
  const id = ['id', 'seq', 'code', 'path'].map(named).find(Boolean) ?? null;
  if (id || name) return [id !== name ? id : null, name].filter(Boolean).join(' · ');
  const coded = Object.entries(shape.properties ?? {})
    .filter(([, property]) => property.optionTitles || property.optionTitlesBy)
    .map(([key, property]) => {
      const part = record[key];
      return part === undefined || part === '' ? null : (dependentOptions(property, record)?.[String(part)] ?? optionTitle(property, part));
    });
  const count = typeof record.count === 'number' ? `×${record.count}` : null;
  const parts = [...coded, count].filter(Boolean);
  if (parts.length > 0) return parts.join(' ');
  // Else its first plain values by their titles (a red cell 「行 2 · 列 5」).
  const plain = Object.entries(shape.properties ?? {})
    .filter(([key, property]) => property.title && (typeof record[key] === 'number' || typeof record[key] === 'string') && record[key] !== '')
    .slice(0, 3)
    .map(([key, property]) => `${property.title} ${String(record[key])}`);
  return plain.length > 0 ? plain.join(' · ') : (shape.title ?? '');
}

/** The check's problems at a path or inside it (`tasks.3` holds `tasks.3.answers`). */
export function issuesUnder<T extends { path: string }>(issues: readonly T[], path: string): T[] {
  return issues.filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`));
}

/** The fields an entry is known by (its number, code or path): a copy or a new entry gets the next free one. */
const IDENTITY_KEYS = ['id', 'seq', 'code', 'path'] as const;

function nextFree(list: readonly unknown[], key: string, taken: unknown): unknown {
  const values = list.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : undefined));
  if (typeof taken === 'number') return Math.max(0, ...values.filter((value): value is number => typeof value === 'number')) + 1;
  if (typeof taken !== 'string' || taken === '') return taken;
  for (let suffix = 2; ; suffix += 1) if (!values.includes(`${taken}${suffix}`)) return `${taken}${suffix}`;
}

/** A copy of an entry for the same list, with the next free number or code so the check does not refuse it as a duplicate. */
export function duplicateEntry(list: readonly unknown[], entry: unknown): unknown {
  const copy = structuredClone(entry);
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) return copy;
  const record = copy as Record<string, unknown>;
  for (const key of IDENTITY_KEYS) if (key in record) record[key] = nextFree(list, key, record[key]);
  return record;
}

/** A place on the map: where a new placed entry goes when the list has none yet (the pack's map centre). */
interface MapPoint {
  lat: number;
  lng: number;
}

const isPlaced = (value: unknown): value is MapPoint =>
  typeof value === 'object' && value !== null && typeof (value as { lat?: unknown }).lat === 'number' && typeof (value as { lng?: unknown }).lng === 'number';

/** A text-or-number id (fanhua's reward group): the next free number, as text. */
function nextFreeNumberText(list: readonly unknown[], key: string): string {
  const numbers = list.map((entry) => Number(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : NaN));
  return String(Math.max(0, ...numbers.filter((value) => Number.isInteger(value))) + 1);
}

/**
 * A new entry of a list: the schema's smallest shape, with the next free number (fanhua area 1 + the largest)
 * and, for a placed entry, the middle of the entries already on the map, else the map's centre
 * (never latitude -90, longitude -180).
 */
export function newEntry(list: readonly unknown[], itemSchema: JsonSchema, centre?: unknown): unknown {
  const entry = emptyValueOf(itemSchema);
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return entry;
  const record = entry as Record<string, unknown>;
  for (const key of IDENTITY_KEYS) {
    if (typeof record[key] === 'number' && list.length > 0) record[key] = nextFree(list, key, record[key]);
    const type = itemSchema.properties?.[key]?.type;
    if (record[key] === '' && Array.isArray(type) && type.includes('number')) record[key] = nextFreeNumberText(list, key);
  }
  const placed = list.filter(isPlaced);
  if ('lat' in record && 'lng' in record) {
    const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1e6) / 1e6;
    if (placed.length > 0) {
      record.lat = mean(placed.map((other) => other.lat));
      record.lng = mean(placed.map((other) => other.lng));
    } else if (isPlaced(centre)) {
      record.lat = centre.lat;
      record.lng = centre.lng;
    }
  }
  return record;
}

/** A list of fixed-length rows of numbers (pilotsh's sudoku givens): drawn as a grid, not as 81 fields. */
export function isNumberGrid(schema: JsonSchema): boolean {
  const row = schema.items;
  return (
    row?.type === 'array' &&
    row.items !== undefined &&
    ['number', 'integer'].includes(String(row.items.type)) &&
    row.maxItems !== undefined &&
    row.maxItems <= 12
  );
}
