/** The parts of a JSON Schema a default is found in. */
interface DefaultsNode {
  default?: unknown;
  properties?: Record<string, DefaultsNode>;
  items?: DefaultsNode;
  anyOf?: DefaultsNode[];
  oneOf?: DefaultsNode[];
  const?: unknown;
  type?: string | string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function variantOf(node: DefaultsNode, value: unknown): DefaultsNode | undefined {
  const variants = node.anyOf ?? node.oneOf;
  if (!variants) return node;
  return variants.find((variant) => {
    const fixed = Object.entries(variant.properties ?? {}).filter(([, property]) => property.const !== undefined);
    return isRecord(value) && fixed.length > 0 && fixed.every(([key, property]) => value[key] === property.const);
  });
}

/**
 * A pack with the schema's defaults filled in where a field is left out, as the import would read it,
 * even when the pack fails the check (so comparing a failing draft never shows an omitted default as a change).
 */
export function withSchemaDefaults(schema: object, value: unknown): unknown {
  const shape = variantOf(schema as DefaultsNode, value);
  if (!shape) return value;
  if (Array.isArray(value) && shape.items) return value.map((entry) => withSchemaDefaults(shape.items ?? {}, entry));
  if (!isRecord(value) || !shape.properties) return value;
  const filled: Record<string, unknown> = { ...value };
  for (const [key, property] of Object.entries(shape.properties)) {
    if (filled[key] === undefined && property.default !== undefined) filled[key] = structuredClone(property.default);
    if (filled[key] !== undefined) filled[key] = withSchemaDefaults(property, filled[key]);
  }
  return filled;
}
