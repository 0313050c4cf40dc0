import { Types, type Model } from 'mongoose';

/**
 * Pages of an append-only collection, newest first, by `_id` (ObjectIds grow with time within a
 * process): a page stays the same however many entries arrive meanwhile, and the last page reaches
 * the first entry.
 */
export async function olderPage<T extends { _id: Types.ObjectId }>(
  model: Model<T>,
  filter: Record<string, unknown>,
  before: string | undefined,
  limit: number,
): Promise<{ entries: T[]; older: string | null }> {
  const query = before ? { ...filter, _id: { $lt: new Types.ObjectId(before) } } : filter;
  const found = (await model
    .find(query)
    .sort({ _id: -1 })
    .limit(limit + 1)
    .lean()) as T[];
  const entries = found.slice(0, limit);
  return { entries, older: found.length > limit ? entries[entries.length - 1]!._id.toString() : null };
}

/** The oldest `limit` entries after `after`, returned newest first: a poller that asks again from the newest never skips one. */
export async function newerEntries<T extends { _id: Types.ObjectId }>(
  model: Model<T>,
  filter: Record<string, unknown>,
  after: string,
  limit: number,
): Promise<T[]> {
  const found = (await model
    .find({ ...filter, _id: { $gt: new Types.ObjectId(after) } })
    .sort({ _id: 1 })
    .limit(limit)
    .lean()) as T[];
  return found.reverse();
}
