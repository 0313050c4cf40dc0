import { entryIdOf } from '@citygames/contracts/organizer/studio-entries.rules';
import type { StudioDraftView, StudioItemChange, StudioListChange } from '@citygames/contracts/organizer/studio.schema';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The entries' names under `key`, or null when one has none or two share one. */
function idsOf(list: unknown, key: string): string[] | null {
  if (!Array.isArray(list)) return null;
  const ids = list.map((entry) => entryIdOf(entry, key));
  return ids.every((id): id is string => id !== null) && new Set(ids).size === ids.length ? ids : null;
}

/**
 * What saving the organiser's value of one top-level item sends. A list the server keeps entry by
 * entry sends only the added, edited and removed entries, each with the version it was loaded at,
 * and its new order only when that is not the loaded order with the removed entries left out and the
 * added ones at the end; so another organiser's save of another entry is kept. Anything else (or a
 * list whose entries lost their names) is sent whole with the item's version. Null: nothing changed.
 */
export function draftChangeOf(draft: StudioDraftView, item: string, value: unknown): StudioItemChange | StudioListChange | null {
  const baseVersion = draft.itemVersions[item] ?? 0;
  if (value === undefined) return { item, baseVersion, remove: true };
  const list = draft.lists?.[item];
  const base = draft.pack[item];
  const baseIds = list ? idsOf(base, list.key) : null;
  const ids = list ? idsOf(value, list.key) : null;
  if (!list || !baseIds || !ids) return same(value, base) ? null : { item, baseVersion, value };
  const before = new Map(baseIds.map((id, index) => [id, (base as unknown[])[index]]));
  const entries: StudioListChange['entries'] = [];
  const added: string[] = [];
  ids.forEach((id, index) => {
    const entry = (value as unknown[])[index];
    if (!before.has(id)) {
      entries.push({ id, baseVersion: 0, value: entry });
      added.push(id);
    } else if (!same(entry, before.get(id))) entries.push({ id, baseVersion: list.entries[id] ?? 0, value: entry });
  });
  const kept = new Set(ids);
  const removed = baseIds.filter((id) => !kept.has(id));
  for (const id of removed) entries.push({ id, baseVersion: list.entries[id] ?? 0, remove: true });
  const expected = [...baseIds.filter((id) => kept.has(id)), ...added];
  const reordered = !same(expected, ids);
  if (entries.length === 0 && !reordered) return null;
  return { item, entries, ...(reordered ? { order: { baseVersion: list.order, ids } } : {}) };
}
