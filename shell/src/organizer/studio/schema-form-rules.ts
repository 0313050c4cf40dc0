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
  format?: string;
}

type FieldKind = 'object' | 'record' | 'array' | 'string' | 'number' | 'boolean' | 'const' | 'enum' | 'union' | 'json';

export function variantsOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

export function kindOf(schema: JsonSchema): FieldKind {
  if (schema.const !== undefined) return 'const';
  if (schema.enum) return 'enum';
  if (variantsOf(schema).length > 0) return 'union';
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

/** The Chinese title the pack schema gives a field, else its key. */
export function labelOf(key: string, schema: JsonSchema): string {
  return schema.title ?? key;
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
  if (kind === 'array') return [];
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

/** How a variant is named in its picker: its fixed values (`city`), or its type. */
export function variantLabel(variant: JsonSchema, index: number): string {
  const consts = constsOf(variant);
  if (consts.length > 0) return consts.map(([, constant]) => String(constant)).join(' ');
  if (variant.type === 'null') return '不设置';
  if (variant.const !== undefined) return String(variant.const);
  return variant.title ?? `${typeOf(variant) ?? '值'} ${index + 1}`;
}

export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** A line that names an entry in a collapsed list: its name, title, label or id. */
export function entrySummary(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? '';
  const record = value as Record<string, unknown>;
  const name = ['name', 'title', 'label', 'id', 'seq', 'code', 'path', 'kind', 'type']
    .map((key) => record[key])
    .find((part) => part !== undefined && part !== '');
  const id = record.id ?? record.seq ?? record.code;
  return [id !== undefined && id !== name ? String(id) : null, name === undefined ? null : String(name)].filter(Boolean).join(' · ');
}

/** The check's problems at a path or inside it (`tasks.3` holds `tasks.3.answers`). */
export function issuesUnder<T extends { path: string }>(issues: readonly T[], path: string): T[] {
  return issues.filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`));
}
