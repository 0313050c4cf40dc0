import { AsyncLocalStorage } from 'node:async_hooks';
import { COLLECTION_REGISTRY } from './collection-registry.js';

/**
 * jongodb keeps everything in memory, so the local run copies its databases to disk every few
 * seconds; copying every collection each time made that copy grow with the whole event. On jongodb
 * every write of a service passes through the write queue (jongodb-write-queue.ts), and once a write
 * is acknowledged by the database, and before it is acknowledged to its caller, its collection's
 * `changes` counter in the registry of its database goes up by one (a transaction's collections once
 * it has ended). A snapshot that starts after a write was acknowledged therefore sees the counter
 * moved, and copies again only the collections whose counter moved (scripts/lib/jongodb-snapshots.mjs).
 * Writes that arrive while a count of their collection is still waiting its turn share it.
 */

interface RegistryCollection {
  bulkWrite(operations: object[], options: { ordered: boolean }): Promise<unknown>;
}
type Client = object & { db(name: string): { collection(name: string): RegistryCollection } };
interface WrittenCollection {
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

/** Collections written inside the running transaction: counted when it ends, not when each write answers. */
const inTransaction = new AsyncLocalStorage<Set<WrittenCollection>>();
/** A shared count runs in no request's context, so it waits in the write queue like any other write. */
const outsideAnyRequest = AsyncLocalStorage.snapshot();
const pendingByClient = new WeakMap<object, Map<string, PendingCounts>>();

/**
 * Counts a write to this collection; resolves once the count is stored. `holdsQueue`: the caller is
 * inside a turn of the write queue, so the count runs at once in that turn (it cannot wait behind it).
 */
export function countCollectionChange(collection: unknown, holdsQueue: boolean): Promise<void> {
  const written = collection as WrittenCollection;
  const inside = inTransaction.getStore();
  if (inside) {
    inside.add(written);
    return Promise.resolve();
  }
  const { collectionName, dbName, client } = written;
  if (!countable(written) || !collectionName || !dbName || !client) return Promise.resolve();
  const count = () => countNames(client, dbName, [collectionName]);
  if (holdsQueue) return count();
  const pending = pendingByClient.get(client) ?? new Map<string, PendingCounts>();
  pendingByClient.set(client, pending);
  const key = `${dbName}.${collectionName}`;
  const counts = pending.get(key) ?? { running: null, next: null };
  pending.set(key, counts);
  if (counts.next) return counts.next;
  const start = (): Promise<void> => {
    const running: Promise<void> = outsideAnyRequest(count).finally(() => {
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

/** Runs a transaction so that the collections it wrote are counted once it has committed (or given up). */
export async function countWritesWhenDone<T>(transaction: () => Promise<T>): Promise<T> {
  if (inTransaction.getStore()) return transaction();
  const written = new Set<WrittenCollection>();
  try {
    return await inTransaction.run(written, transaction);
  } finally {
    // One count per database for all its collections, run at once: this is still the transaction's turn of the write queue.
    const byDatabase = new Map<Client, Map<string, Set<string>>>();
    for (const { collectionName, dbName, client } of written) {
      if (!countable({ collectionName }) || !collectionName || !dbName || !client) continue;
      const databases = byDatabase.get(client) ?? new Map<string, Set<string>>();
      byDatabase.set(client, databases);
      databases.set(dbName, (databases.get(dbName) ?? new Set<string>()).add(collectionName));
    }
    await Promise.all([...byDatabase].flatMap(([client, databases]) => [...databases].map(([dbName, names]) => countNames(client, dbName, [...names]))));
  }
}

/** The registry itself is not counted: the snapshot copies it every time. */
function countable({ collectionName }: WrittenCollection): boolean {
  return collectionName !== COLLECTION_REGISTRY;
}

/** Adds one to each collection's counter in one write; resolves once it is stored. */
function countNames(client: Client, dbName: string, names: readonly string[]): Promise<void> {
  return client
    .db(dbName)
    .collection(COLLECTION_REGISTRY)
    .bulkWrite(
      names.map((name) => ({ updateOne: { filter: { _id: name }, update: { $inc: { changes: 1 } }, upsert: true } })),
      { ordered: false },
    )
    .then(
      () => undefined,
      // The write itself went through; a count lost to an outage is caught by the snapshot's periodic full copy.
      () => undefined,
    );
}
