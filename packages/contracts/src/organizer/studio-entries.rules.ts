/**
 * How the studio names the entries of a list in a pack (tasks by `id`, fanhua areas by `id`,
 * pilotsh areas by `seq`…): the first of these keys that every entry has, as a string or a number,
 * different in every entry. The server keeps a version per entry named this way, and the console
 * merges and saves entry by entry with the same rule. A list no key names (or an empty one) is
 * versioned as one value.
 */
export const ENTRY_IDENTITY_KEYS = ['id', 'seq', 'code', 'path', 'puzzleUrl'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry's name under `key`, as text (what the versions are keyed by); null when it has none. */
export function entryIdOf(entry: unknown, key: string): string | null {
  const id = isRecord(entry) ? entry[key] : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** The key that names every entry of each of these lists once, if there is one. */
export function entryKeyOf(lists: readonly unknown[][]): string | null {
  return (
    ENTRY_IDENTITY_KEYS.find((key) =>
      lists.every((list) => {
        const ids = list.map((entry) => entryIdOf(entry, key));
        return ids.every((id) => id !== null) && new Set(ids).size === ids.length;
      }),
    ) ?? null
  );
}

/** The key of a non-empty list whose entries all have one, else null (versioned as one value). */
export function listEntryKeyOf(value: unknown): string | null {
  return Array.isArray(value) && value.length > 0 ? entryKeyOf([value]) : null;
}
