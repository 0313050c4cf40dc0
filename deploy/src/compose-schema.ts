import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import type { ErrorObject } from 'ajv';

const SCHEMA_FILE = fileURLToPath(new URL('../schema/compose-spec.json', import.meta.url));

/**
 * Compose's own string formats (from the Compose specification), which JSON Schema does not define.
 * `duration` is Go's (10s, 1m30s), not ISO 8601.
 */
const COMPOSE_FORMATS: Record<string, RegExp> = {
  duration: /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/,
  ports: /^(?:(?:\[?[0-9a-fA-F.:]+\]?:)?(?:\d+(?:-\d+)?)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/,
  expose: /^\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/,
  subnet_ip_address: /^(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-fA-F:]+)\/\d{1,3}$/,
};

export interface ComposeValidation {
  valid: boolean;
  errors: string[];
}

/**
 * The file carries draft-04 style `id` annotations (e.g. "#/definitions/service"), which draft 2019-09
 * validators reject; they name nothing that a `$ref` uses, so they are dropped. Property maps keep their keys.
 */
function withoutLegacyIds(node: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutLegacyIds(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => isPropertyMap || key !== 'id' || typeof value !== 'string')
      .map(([key, value]) => [key, withoutLegacyIds(value, !isPropertyMap && (key === 'properties' || key === 'patternProperties' || key === 'definitions'))]),
  );
}

function describe(error: ErrorObject): string {
  return `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`;
}

/** Validates an interpolated Compose document against the vendored Compose specification schema. */
export function createComposeValidator(): (document: unknown) => ComposeValidation {
  const schema = withoutLegacyIds(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'))) as Record<string, unknown>;
  // The file names its meta-schema with an http:// URI Ajv does not know; the draft is 2019-09.
  delete schema.$schema;
  const ajv = new Ajv2019({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true });
  for (const [name, pattern] of Object.entries(COMPOSE_FORMATS)) ajv.addFormat(name, pattern);
  const validate = ajv.compile(schema);
  return (document) => {
    const valid = validate(document);
    return { valid, errors: valid ? [] : (validate.errors ?? []).map(describe) };
  };
}
