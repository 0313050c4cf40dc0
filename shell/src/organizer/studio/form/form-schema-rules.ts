import { kindOf, variantsOf, type JsonSchema } from '../schema-form-rules';

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
