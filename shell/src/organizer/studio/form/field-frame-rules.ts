import type { FieldPathList } from '@rjsf/utils';
import { dependentOptions, isImageSource, kindOf, type JsonSchema } from '../schema-form-rules';

/** How the studio frames one field: its label, and whether the organiser may set or remove it. */
export interface FieldFrameShape {
  /** The label drawn by the frame; null when the field draws its own (containers, pictures, switches). */
  label: string | null;
  /** A field of an entry that may be left out: set with a button, removed with another. */
  optional: boolean;
  /** Not drawn at all: a fixed value, or a choice this entry does not have (fanhua: money has no item). */
  hidden: boolean;
}

const SELF_DRAWN = new Set(['object', 'array', 'record', 'union', 'boolean', 'const']);

/**
 * The frame of a field from its schema and place: a property is named by its Chinese title, an entry of a simple
 * list by the list's title and its number (「答案 2」), never by its key.
 */
export function fieldFrameOf(
  schema: JsonSchema,
  path: FieldPathList,
  context: { required: boolean; underUnion: boolean; entry: Record<string, unknown> | undefined; listTitle?: string },
): FieldFrameShape {
  const last = path.at(-1);
  const kind = kindOf(schema);
  const hidden = kind === 'const' || schema.type === 'null' || (schema.optionTitlesBy !== undefined && dependentOptions(schema, context.entry) === null);
  // A list left out is an empty list: it shows its 「添加」 at once, no 「设置」 step before it.
  const optional = typeof last === 'string' && !context.required && !context.underUnion && kind !== 'array';
  const drawsOwn = SELF_DRAWN.has(kind) || (typeof last === 'string' && isImageSource(last));
  if (drawsOwn) return { label: null, optional, hidden };
  const label = typeof last === 'number' ? `${schema.title ?? context.listTitle ?? '第'} ${last + 1}`.trim() : (schema.title ?? '');
  return { label, optional, hidden };
}
