import { moveEntry } from '../schema-form-rules';

/** Where each entry of a list goes after a change: its new index, or null when it is gone. */
export type IndexMap = (index: number) => number | null;

export const afterMove =
  (length: number, from: number, to: number): IndexMap =>
  (index) =>
    moveEntry(
      Array.from({ length }, (_, at) => at),
      from,
      to,
    ).indexOf(index);

export const afterRemove =
  (removed: number): IndexMap =>
  (index) =>
    index === removed ? null : index > removed ? index - 1 : index;

export const afterInsert =
  (inserted: number): IndexMap =>
  (index) =>
    index >= inserted ? index + 1 : index;

/**
 * The opened entries (by pack path, `areas.1.rewards.0`) after a list changed: the entries of that list and
 * everything opened inside them follow their entry; entries elsewhere stay as they are.
 */
export function reindexOpen(open: ReadonlySet<string>, listPath: string, map: IndexMap): Set<string> {
  const prefix = `${listPath}.`;
  const next = new Set<string>();
  for (const path of open) {
    if (!path.startsWith(prefix)) {
      next.add(path);
      continue;
    }
    const [head = '', ...rest] = path.slice(prefix.length).split('.');
    const index = Number(head);
    const moved = Number.isInteger(index) ? map(index) : index;
    if (moved !== null) next.add([listPath, String(moved), ...rest].join('.'));
  }
  return next;
}
