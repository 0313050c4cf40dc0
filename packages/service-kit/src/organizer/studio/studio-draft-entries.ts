import type { StudioEntryChange, StudioItemChange, StudioListChange, StudioListVersions } from '@citygames/contracts/organizer/studio.schema';
import { entryIdOf, listEntryKeyOf } from '@citygames/contracts/organizer/studio-entries.rules';
import { badRequest } from '../../http/errors.js';

/**
 * The draft's stored shape and how a save becomes one guarded write. A list whose entries are all
 * named (studio-entries.rules) is kept entry by entry: each entry's JSON text and version under a
 * field made from its name in hex (a pack's own text never becomes a MongoDB field name), and the
 * order as JSON text with its own version. Every other top-level item is one JSON text.
 *
 * Versions: a change sets an entry's (or the order's) version to one more than it was, or, for a
 * new entry or a whole item rewritten, to the item's next version. An item's version grows with
 * every change inside it, and no entry or order version is ever above it, so a name that is removed
 * and added again never gets back a version someone may still have loaded.
 */

export interface StoredEntry {
  /** Absent once the entry was removed: its version stays, so a save based on the removed entry is refused. */
  json?: string;
  version: number;
  by: string;
}

export interface StoredList {
  key: string;
  /** The entries' names in order, as JSON text. */
  order: string;
  orderVersion: number;
  entries: Record<string, StoredEntry>;
}

export interface StoredDraftContent {
  /** Top-level items kept as one value, as JSON text. */
  items: Record<string, string>;
  itemVersions: Record<string, number>;
  lists: Record<string, StoredList>;
  updatedBy: string;
}

/** The field an entry is stored under: its name as UTF-8 in hex. */
export const entryField = (id: string) => `e${Buffer.from(id, 'utf8').toString('hex')}`;
const idOfField = (field: string) => Buffer.from(field.slice(1), 'hex').toString('utf8');

/** A list kept entry by entry, every entry (and the order) at `version`. */
export function storedListOf(list: readonly unknown[], key: string, version: number, by: string): StoredList {
  const ids = list.map((entry) => entryIdOf(entry, key)!);
  return {
    key,
    order: JSON.stringify(ids),
    orderVersion: version,
    entries: Object.fromEntries(list.map((entry, index) => [entryField(ids[index]!), { json: JSON.stringify(entry), version, by }])),
  };
}

/** A pack as stored: named lists entry by entry, the rest as JSON text; every version `version`. */
export function storedContentOf(pack: Record<string, unknown>, version: number, by: string): Omit<StoredDraftContent, 'updatedBy'> {
  const items: Record<string, string> = {};
  const lists: Record<string, StoredList> = {};
  for (const [item, value] of Object.entries(pack)) {
    const key = listEntryKeyOf(value);
    if (key) lists[item] = storedListOf(value as unknown[], key, version, by);
    else items[item] = JSON.stringify(value);
  }
  return { items, lists, itemVersions: Object.fromEntries(Object.keys(pack).map((item) => [item, version])) };
}

function listValue(list: StoredList): unknown[] {
  return (JSON.parse(list.order) as string[]).map((id) => JSON.parse(list.entries[entryField(id)]!.json!) as unknown);
}

/** The draft's pack, its keys in the schema's order first. */
export function packOfContent(draft: StoredDraftContent, keyOrder: readonly string[]): Record<string, unknown> {
  const { lists } = draft;
  const present = [...Object.keys(draft.items), ...Object.keys(lists)];
  const keys = [...keyOrder.filter((key) => present.includes(key)), ...present.filter((key) => !keyOrder.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, key in draft.items ? (JSON.parse(draft.items[key]!) as unknown) : listValue(lists[key]!)]));
}

export function listVersionsOf(draft: StoredDraftContent): Record<string, StudioListVersions> {
  return Object.fromEntries(
    Object.entries(draft.lists).map(([item, list]) => [
      item,
      {
        key: list.key,
        order: list.orderVersion,
        entries: Object.fromEntries(
          Object.entries(list.entries)
            .filter(([, entry]) => entry.json !== undefined)
            .map(([field, entry]) => [idOfField(field), entry.version]),
        ),
      },
    ]),
  );
}

/** What someone else changed since the organiser loaded it: a whole item, an entry, or a list's order (`id: null`). */
export interface StaleChange {
  item: string;
  id: string | null;
  version: number;
  updatedBy: string;
}

/** The write of a save: its conditions and updates. */
export interface SaveWrite {
  filter: Record<string, unknown>;
  set: Record<string, unknown>;
  unset: Record<string, ''>;
  inc: Record<string, number>;
}

export type SavePlan = { stale: StaleChange[] } | ({ stale: [] } & SaveWrite);

type Change = StudioItemChange | StudioListChange;
const isListChange = (change: Change): change is StudioListChange => 'entries' in change;

/** A whole item saved: kept entry by entry when it is a named list, the unchanged entries keeping their versions. */
function planWholeItem(draft: StoredDraftContent, change: StudioItemChange, by: string, plan: SaveWrite): void {
  const { item, baseVersion } = change;
  const next = baseVersion + 1;
  plan.filter[`itemVersions.${item}`] = baseVersion === 0 ? { $exists: false } : baseVersion;
  plan.inc[`itemVersions.${item}`] = 1;
  if (change.remove) {
    plan.unset[`items.${item}`] = '';
    plan.unset[`lists.${item}`] = '';
    return;
  }
  const key = listEntryKeyOf(change.value);
  if (!key) {
    plan.set[`items.${item}`] = JSON.stringify(change.value);
    plan.unset[`lists.${item}`] = '';
    return;
  }
  const fresh = storedListOf(change.value as unknown[], key, next, by);
  const before = draft.lists[item];
  if (before && before.key === key) {
    for (const [field, entry] of Object.entries(before.entries)) {
      const now = fresh.entries[field];
      if (now && now.json === entry.json) fresh.entries[field] = entry;
      else if (!now) fresh.entries[field] = { version: next, by };
    }
    if (before.order === fresh.order) fresh.orderVersion = before.orderVersion;
  }
  plan.set[`lists.${item}`] = fresh;
  plan.unset[`items.${item}`] = '';
}

function planEntries(draft: StoredDraftContent, change: StudioListChange, by: string, plan: SaveWrite, stale: StaleChange[]): void {
  const { item } = change;
  const list = draft.lists[item];
  const itemVersion = draft.itemVersions[item] ?? 0;
  if (!list) {
    stale.push({ item, id: null, version: itemVersion, updatedBy: draft.updatedBy });
    return;
  }
  const ids = change.entries.map((entry) => entry.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw badRequest(`「${item}」的 ${repeated} 在一次保存里出现了两次`, 'DUPLICATE_ENTRY');
  const path = `lists.${item}`;
  const added: string[] = [];
  const removed = new Set<string>();
  const planEntry = (stored: StoredList, entry: StudioEntryChange) => {
    const field = entryField(entry.id);
    const current = stored.entries[field];
    if (entry.value !== undefined && entryIdOf(entry.value, stored.key) !== entry.id) {
      // The list is now named by another key (a whole save changed it): the organiser must reload.
      stale.push({ item, id: entry.id, version: current?.version ?? 0, updatedBy: current?.by ?? draft.updatedBy });
      return;
    }
    if (entry.baseVersion === 0) {
      if (current?.json !== undefined) {
        stale.push({ item, id: entry.id, version: current.version, updatedBy: current.by });
        return;
      }
      if (current) {
        plan.filter[`${path}.entries.${field}.version`] = current.version;
        plan.filter[`${path}.entries.${field}.json`] = { $exists: false };
      } else plan.filter[`${path}.entries.${field}`] = { $exists: false };
      plan.set[`${path}.entries.${field}`] = { json: JSON.stringify(entry.value), version: Math.max(itemVersion, current?.version ?? 0) + 1, by };
      added.push(entry.id);
      return;
    }
    if (current?.json === undefined || current.version !== entry.baseVersion) {
      stale.push({ item, id: entry.id, version: current?.version ?? 0, updatedBy: current?.by ?? draft.updatedBy });
      return;
    }
    plan.filter[`${path}.entries.${field}.version`] = entry.baseVersion;
    if (entry.remove) {
      plan.set[`${path}.entries.${field}`] = { version: entry.baseVersion + 1, by };
      removed.add(entry.id);
    } else plan.set[`${path}.entries.${field}`] = { json: JSON.stringify(entry.value), version: entry.baseVersion + 1, by };
  };
  for (const entry of change.entries) planEntry(list, entry);
  const currentOrder = JSON.parse(list.order) as string[];
  const kept = [...currentOrder.filter((id) => !removed.has(id)), ...added];
  let order: string[] | null = added.length > 0 || removed.size > 0 ? kept : null;
  if (change.order) {
    if (change.order.baseVersion !== list.orderVersion) {
      stale.push({ item, id: null, version: list.orderVersion, updatedBy: draft.updatedBy });
      return;
    }
    const given = change.order.ids;
    if (given.length !== kept.length || new Set(given).size !== given.length || !given.every((id) => kept.includes(id))) {
      throw badRequest(`「${item}」的新顺序与保存后的条目不一致`, 'ORDER_MISMATCH');
    }
    order = given;
  }
  if (order) {
    // Guarded on the order as read: another save adding or removing meanwhile makes this write miss, and it is planned again.
    plan.filter[`${path}.orderVersion`] = list.orderVersion;
    plan.set[`${path}.order`] = JSON.stringify(order);
    plan.set[`${path}.orderVersion`] = itemVersion + 1;
  }
  plan.filter[`${path}.key`] = list.key;
  plan.inc[`itemVersions.${item}`] = 1;
}

/**
 * The one guarded write of a save against the draft as read: it matches only while every changed
 * entry (or whole item) is still at the version the organiser edited, and a changed order still as
 * read. What someone else changed since the organiser loaded it is listed instead (nothing written).
 */
export function planSave(draft: StoredDraftContent, changes: readonly Change[], by: string): SavePlan {
  const plan: SaveWrite = { filter: {}, set: {}, unset: {}, inc: { version: 1 } };
  const stale: StaleChange[] = [];
  for (const change of changes) {
    if (isListChange(change)) planEntries(draft, change, by, plan, stale);
    else if ((draft.itemVersions[change.item] ?? 0) !== change.baseVersion) {
      stale.push({ item: change.item, id: null, version: draft.itemVersions[change.item] ?? 0, updatedBy: draft.updatedBy });
    } else planWholeItem(draft, change, by, plan);
  }
  return stale.length > 0 ? { stale } : { stale: [], ...plan };
}
