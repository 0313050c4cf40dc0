import type { ClientSession } from 'mongoose';
import { COLLECTION_REGISTRY } from './collection-registry.js';

/**
 * jongodb keeps everything in memory, so the local run copies its databases to disk every few
 * seconds; copying every collection each time made that copy grow with the whole event. On jongodb
 * every write of a service passes through the write queue (jongodb-write-queue.ts), and once a write
 * is acknowledged by the database, and before it is acknowledged to its caller, its collection's
 * `changes` counter in the registry of its database goes up by one (a transaction's collections in
 * the transaction itself, committed with its writes). A snapshot that starts after a write was acknowledged therefore sees the counter
 * moved, and copies again only the collections whose counter moved (scripts/lib/jongodb-snapshots.mjs).
 * Writes that arrive while a count of their collection is still waiting its turn share it.
 */

interface RegistryCollection {
  bulkWrite(operations: object[], options: { ordered: boolean; session?: ClientSession }): Promise<unknown>;
}
type Client = object & { db(name: string): { collection(name: string): RegistryCollection } };
export interface WrittenCollection {
  collectionName?: string;
  dbName?: string;
  client?: Client;
}
interface PendingCounts {
  /** The count that has started (or is about to). */
  running: Promise<void> | null;
  /** The next count, starting when `running` ends: every write acknowledged before it starts shares it. */
  next: Promise<void> | null;
}

const pendingByClient = new WeakMap<object, Map<string, PendingCounts>>();

/**
 * Counts a write (not a transaction's) to this collection; resolves once the count is stored. The
 * count is a write of its own, so it waits in the write queue.
 */
export function countCollectionChange(collection: unknown): Promise<void> {
  const written = collection as WrittenCollection;
  const { collectionName, dbName, client } = written;
  if (!countable(written) || !collectionName || !dbName || !client) return Promise.resolve();
  const pending = pendingByClient.get(client) ?? new Map<string, PendingCounts>();
  pendingByClient.set(client, pending);
  const key = `${dbName}.${collectionName}`;
  const counts = pending.get(key) ?? { running: null, next: null };
  pending.set(key, counts);
  if (counts.next) return counts.next;
  const start = (): Promise<void> => {
    const running: Promise<void> = countNames(client, dbName, [collectionName]).finally(() => {
      if (counts.running === running) counts.running = null;
      if (!counts.running && !counts.next) pending.delete(key);
    });
    counts.running = running;
    return running;
  };
  if (!counts.running) return start();
  const next = counts.running.then(() => {
    counts.next = null;
    return start();
  });
  counts.next = next;
  return next;
}

/**
 * Counts the collections a transaction wrote, one write per database, inside the transaction (its
 * `session`): the counts commit exactly when its writes do.
 */
export async function countTransactionChanges(written: ReadonlySet<WrittenCollection>, session: ClientSession): Promise<void> {
  const byDatabase = new Map<Client, Map<string, Set<string>>>();
  for (const { collectionName, dbName, client } of written) {
    if (!countable({ collectionName }) || !collectionName || !dbName || !client) continue;
    const databases = byDatabase.get(client) ?? new Map<string, Set<string>>();
    byDatabase.set(client, databases);
    databases.set(dbName, (databases.get(dbName) ?? new Set<string>()).add(collectionName));
  }
  for (const [client, databases] of byDatabase) {
    for (const [dbName, names] of databases) await countNames(client, dbName, [...names], session);
  }
}

/** The registry itself is not counted: the snapshot copies it every time. */
function countable({ collectionName }: WrittenCollection): boolean {
  return collectionName !== COLLECTION_REGISTRY;
}

/** Adds one to each collection's counter in one write; resolves once it is stored. */
function countNames(client: Client, dbName: string, names: readonly string[], session?: ClientSession): Promise<void> {
  const operations = names.map((name) => ({ updateOne: { filter: { _id: name }, update: { $inc: { changes: 1 } }, upsert: true } }));
  const registry = client.db(dbName).collection(COLLECTION_REGISTRY);
  // Inside a transaction a failed count fails the transaction, so the snapshot never misses its writes.
  if (session) return registry.bulkWrite(operations, { ordered: false, session }).then(() => undefined);
  return registry.bulkWrite(operations, { ordered: false }).then(
    () => undefined,
    // The write itself went through; a count lost to an outage is caught by the snapshot's periodic full copy.
    () => undefined,
  );
}
