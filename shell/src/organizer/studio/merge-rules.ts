import { entryIdOf, entryKeyOf } from '@citygames/contracts/organizer/studio-entries.rules';

/**
 * Two organisers saved the same top-level item: a three-way merge of it by entry, so that edits to
 * different entries (tasks by id, areas by id or seq, fields of `event`) both survive. Entries both
 * changed differently are conflicts: the organiser's own version is kept and the entry is named.
 */
export interface ItemMerge {
  value: unknown;
  /** What both sides changed differently (the organiser's version was kept): a list's entry ids, an object's field keys. */
  conflicts: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeEntries(keys: string[], base: Map<string, unknown>, mine: Map<string, unknown>, theirs: Map<string, unknown>) {
  const merged = new Map<string, unknown>();
  const conflicts: string[] = [];
  for (const key of keys) {
    const [b, m, t] = [base.get(key), mine.get(key), theirs.get(key)];
    const [inBase, inMine, inTheirs] = [base.has(key), mine.has(key), theirs.has(key)];
    if (inMine && inTheirs && same(m, t)) merged.set(key, m);
    else if (inBase && inMine && same(m, b)) {
      if (inTheirs) merged.set(key, t); // only they changed it (or they deleted it: not set)
    } else if (inBase && inTheirs && same(t, b)) {
      if (inMine) merged.set(key, m); // only I changed it (or I deleted it)
    } else if (!inBase && inMine !== inTheirs)
      merged.set(key, inMine ? m : t); // added on one side
    else {
      conflicts.push(key);
      if (inMine) merged.set(key, m);
    }
  }
  return { merged, conflicts };
}

export function mergeItem(base: unknown, mine: unknown, theirs: unknown): ItemMerge | null {
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])];
    const { merged, conflicts } = mergeEntries(keys, new Map(Object.entries(base)), new Map(Object.entries(mine)), new Map(Object.entries(theirs)));
    return { value: Object.fromEntries(merged), conflicts };
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const key = entryKeyOf([base, mine, theirs]);
    if (!key) return null;
    const byKey = (list: unknown[]) => new Map(list.map((entry) => [entryIdOf(entry, key)!, entry]));
    const [b, m, t] = [byKey(base), byKey(mine), byKey(theirs)];
    // My order first, then what they added.
    const keys = [...new Set([...m.keys(), ...t.keys(), ...b.keys()])];
    const { merged, conflicts } = mergeEntries(keys, b, m, t);
    return { value: [...merged.values()], conflicts: conflicts.map(String) };
  }
  return null;
}
