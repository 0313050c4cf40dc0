import { kindOf, variantIndexOf, variantsOf, type JsonSchema } from '../schema-form-rules';

const PLAIN_TYPES = ['string', 'number', 'integer'];

/**
 * The pack schema as the form library draws it: a value that is text or a number (fanhua's reward group id) is one
 * text box, not a choice of types; a value that may be left unset offers 「不设置」 and the field's own title; a choice
 * of fixed values (fanhua's 「增加多少」 1, 2, 3) is a picker of its values.
 */
export function formSchemaOf(schema: JsonSchema): JsonSchema {
  const variants = variantsOf(schema);
  if (kindOf(schema) === 'string' && variants.length > 0 && variants.every((variant) => PLAIN_TYPES.includes(String(variant.type)))) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    return { ...rest, type: ['string', 'number'] };
  }
  if (variants.length > 0 && variants.every((variant) => variant.const !== undefined)) return constantsAsEnum(schema, variants);
  const next: JsonSchema = { ...schema };
  if (variants.length > 0 && kindOf(schema) === 'union') {
    const nullable = variants.some((variant) => variant.type === 'null');
    const mapped = variants.map((variant) =>
      formSchemaOf(variant.type === 'null' ? { ...variant, title: '不设置' } : { ...variant, title: variant.title ?? (nullable ? schema.title : undefined) }),
    );
    if (schema.anyOf) next.anyOf = mapped;
    else next.oneOf = mapped;
  }
  if (schema.properties) next.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, formSchemaOf(property)]));
  if (schema.items) next.items = formSchemaOf(schema.items);
  if (typeof schema.additionalProperties === 'object') next.additionalProperties = formSchemaOf(schema.additionalProperties);
  return next;
}

/** A union of constants as a picker of values of their type, each named by its variant's title where it has one. */
function constantsAsEnum(schema: JsonSchema, variants: JsonSchema[]): JsonSchema {
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  const values = variants.map((variant) => variant.const);
  const type = values.every((value) => typeof value === 'number') ? 'number' : values.every((value) => typeof value === 'boolean') ? 'boolean' : 'string';
  const titled = variants.filter((variant) => variant.title !== undefined);
  const optionTitles = titled.length > 0 ? Object.fromEntries(titled.map((variant) => [String(variant.const), variant.title ?? ''])) : undefined;
  return { ...rest, type, enum: values, ...(optionTitles && !schema.optionTitles ? { optionTitles } : {}) };
}

/**
 * The value with the fixed values it needs (a required `const` the form does not draw, such as fanhua's exchange
 * 「付出（减 2）」 2) written in where they are missing: when the organiser switches a union's kind, rjsf fills the
 * new kind's own fixed values but leaves them out of the objects inside it, and the organiser cannot type them.
 * An unchanged part stays the same object.
 */
export function withFixedValues(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = schema.items;
    if (!items) return value;
    const next = value.map((entry) => withFixedValues(items, entry));
    return next.some((entry, index) => entry !== value[index]) ? next : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const variants = variantsOf(schema);
  const shape = variants.length > 0 ? (variants[variantIndexOf(variants, value)] ?? {}) : schema;
  const record = value as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  for (const [key, property] of Object.entries(shape.properties ?? {})) {
    const part = record[key];
    const filled =
      part === undefined ? (property.const !== undefined && shape.required?.includes(key) ? property.const : undefined) : withFixedValues(property, part);
    if (filled !== part) (next ??= { ...record })[key] = filled;
  }
  return next ?? value;
}
