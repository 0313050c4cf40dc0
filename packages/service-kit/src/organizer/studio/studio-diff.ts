import type { StudioChange } from '@citygames/contracts/organizer/studio.schema';

/** Longest value shown in a comparison line. */
const VALUE_PREVIEW_LENGTH = 160;

function preview(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.length > VALUE_PREVIEW_LENGTH ? `${json.slice(0, VALUE_PREVIEW_LENGTH - 1)}…` : json;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The structural differences of two packs by path, depth first: objects by key, arrays by
 * position (a moved entry shows as changes at both positions), at most `limit` lines.
 */
export function diffPacks(before: unknown, after: unknown, limit = 500): { changes: StudioChange[]; truncated: boolean } {
  const changes: StudioChange[] = [];
  let truncated = false;
  const add = (change: StudioChange) => {
    if (changes.length < limit) changes.push(change);
    else truncated = true;
  };
  const walk = (a: unknown, b: unknown, path: string[]) => {
    if (truncated) return;
    const at = path.join('.') || '(整个活动包)';
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
        const next = [...path, String(index)];
        if (index >= a.length) add({ path: next.join('.'), kind: 'added', before: null, after: preview(b[index]) });
        else if (index >= b.length) add({ path: next.join('.'), kind: 'removed', before: preview(a[index]), after: null });
        else walk(a[index], b[index], next);
      }
      return;
    }
    if (isPlainObject(a) && isPlainObject(b)) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
      for (const key of keys) {
        const next = [...path, key];
        if (!(key in a)) add({ path: next.join('.'), kind: 'added', before: null, after: preview(b[key]) });
        else if (!(key in b)) add({ path: next.join('.'), kind: 'removed', before: preview(a[key]), after: null });
        else walk(a[key], b[key], next);
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) add({ path: at, kind: 'changed', before: preview(a), after: preview(b) });
  };
  walk(before, after, []);
  return { changes, truncated };
}
