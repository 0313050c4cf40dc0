import type { Logger } from 'pino';
import type { Collection } from 'mongoose';
import { isDuplicateKeyError } from './errors.js';
import { nameKey } from './name-key.js';

/**
 * Brings every stored `nameKey` up to the current nameKey(): documents written before the key was the
 * confusable skeleton (or before it existed) would otherwise be found by the wrong key and let a
 * look-alike in. Safe on every replica at once (each write is conditional on the name it read). Two
 * stored names that turn out to look alike cannot share the unique key: the later one keeps its old
 * key and is logged for the organiser to rename. Returns how many documents were updated.
 */
export async function refreshNameKeys(collection: Collection, logger: Logger, what: string): Promise<number> {
  let updated = 0;
  const stored = await collection
    .find({ name: { $type: 'string' } }, { projection: { name: 1, nameKey: 1 } })
    .sort({ _id: 1 })
    .toArray();
  for (const doc of stored) {
    const key = nameKey(String(doc.name));
    if (doc.nameKey === key) continue;
    try {
      const result = await collection.updateOne({ _id: doc._id, name: doc.name }, { $set: { nameKey: key } });
      updated += result.modifiedCount;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      logger.warn({ what, id: String(doc._id), name: doc.name }, 'a stored name looks like another one; it keeps its old key until renamed');
    }
  }
  if (updated > 0) logger.info({ what, updated }, 'name keys refreshed');
  return updated;
}
