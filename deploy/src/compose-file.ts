import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of a Compose file this repository relies on (the schema checks the rest). */
export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  command?: string | string[];
  profiles?: string[];
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string | string[]; interval?: string; timeout?: string; retries?: number; start_period?: string };
  restart?: string;
  ports?: (string | { target: number; published?: string | number })[];
  volumes?: (string | { type: string; source?: string; target: string })[];
  secrets?: (string | { source: string; target?: string })[];
  container_name?: string;
  stop_grace_period?: string;
  init?: boolean;
  ulimits?: Record<string, number | { soft: number; hard: number }>;
}

export interface ComposeDocument {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  secrets?: Record<string, { file?: string; environment?: string; external?: boolean }>;
  [extension: `x-${string}`]: unknown;
}

const VARIABLE = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * Compose's variable interpolation: `${VAR}`, `$VAR`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?message}`, and `$$` for a literal dollar sign.
 */
export function interpolate(text: string, env: Readonly<Record<string, string | undefined>>): string {
  return text.replace(VARIABLE, (whole, braced?: string, operator?: string, argument?: string, bare?: string) => {
    if (whole === '$$') return '$';
    const name = braced ?? bare ?? '';
    const value = env[name];
    if (operator === ':-') return value ? value : (argument ?? '');
    if (operator === '-') return value ?? argument ?? '';
    if (operator === ':?' || operator === '?') {
      if (operator === ':?' ? !value : value === undefined) throw new Error(`${name}: ${argument ?? 'required'}`);
      return value ?? '';
    }
    return value ?? '';
  });
}

function interpolateDeep(value: unknown, env: Readonly<Record<string, string | undefined>>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, env)]));
  }
  return value;
}

/** Parses a Compose file as `docker compose` does: YAML merge keys resolved, variables interpolated. */
export function parseComposeFile(text: string, env: Readonly<Record<string, string | undefined>> = {}): ComposeDocument {
  const raw = parse(text, { merge: true }) as unknown;
  return interpolateDeep(raw, env) as ComposeDocument;
}

export function loadComposeFile(path: string, env: Readonly<Record<string, string | undefined>> = {}): ComposeDocument {
  return parseComposeFile(readFileSync(path, 'utf8'), env);
}

/** Services that `COMPOSE_PROFILES=<profiles> docker compose up` starts: no profile, or one of the active ones. */
export function activeServices(doc: ComposeDocument, profiles: readonly string[]): string[] {
  return Object.entries(doc.services)
    .filter(([, service]) => !service.profiles || service.profiles.some((profile) => profiles.includes(profile)))
    .map(([name]) => name);
}

export function dependencies(service: ComposeService): Record<string, { condition: string }> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, { condition: 'service_started' }]));
  return dependsOn;
}

export function secretNames(service: ComposeService): string[] {
  return (service.secrets ?? []).map((secret) => (typeof secret === 'string' ? secret : secret.source));
}
