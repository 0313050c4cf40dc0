import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { variantsOf, type JsonSchema } from '../schema-form-rules';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeMatches(type: string, value: unknown): boolean {
  if (type === 'null') return value === null;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isRecord(value);
  if (type === 'integer') return Number.isInteger(value);
  return typeof value === type;
}

/**
 * Whether a value has a schema's shape as far as telling a union's kinds apart needs: its types and its fixed
 * values (`kind: 'city'`), all the way down. Limits, formats and patterns are the service's check, not this.
 */
export function matchesShape(schema: JsonSchema, value: unknown): boolean {
  if (schema.const !== undefined) return value === schema.const;
  if (schema.enum) return schema.enum.includes(value);
  const variants = variantsOf(schema);
  if (variants.length > 0) return variants.some((variant) => matchesShape(variant, value));
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((type) => typeMatches(type, value))) return false;
  if (Array.isArray(value) && schema.items) return value.every((entry) => matchesShape(schema.items ?? {}, entry));
  if (!isRecord(value) || !schema.properties) return true;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).every(([key, property]) =>
    value[key] === undefined ? !(required.has(key) && property.const !== undefined) : matchesShape(property, value[key]),
  );
}

/**
 * rjsf's validator for the studio: the form never validates (the service's check names the problems in the
 * organiser's words), so all rjsf asks of it is which kind of a union a value is. A JSON Schema validator (ajv)
 * would add some 120 KB gzip to the chunk every phone's service worker precaches.
 */
export const shapeValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matchesShape(schema as JsonSchema, formData),
  rawValidation: () => ({ errors: [] }),
};
