import mongoose, { type Connection, type mongo } from 'mongoose';
import { registerCollectionNames } from './collection-registry.js';
import { onDatabaseReset } from './database-reset.js';
import { isJongodb } from './transaction.js';

/**
 * A family of hourly collections (`<prefix>_h2026112609`, the UTC hour) for data that grows all day:
 * a collection holds one hour only, so no write or read of the current hour ever touches a collection
 * that keeps growing (jongodb's insert and update cost rises with the number of documents in the
 * collection; on MongoDB the indexes stay small).
 *
 * Readers name the hours they need (`namesBetween`) instead of listing collections (jongodb cannot);
 * a find on an hour that has no collection returns nothing. A reader that needs every hour there is
 * reads `recordedNames`: the first write of each hour records it in HOURLY_COLLECTIONS, on every lane.
 */
export const HOURLY_COLLECTIONS = 'hourly_collections';

const HOUR_MS = 3_600_000;

interface HourlyCollectionRecord {
  _id: string;
  family: string;
  hour: Date;
}

/** The start of the UTC hour that contains `date`. */
export function hourStart(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
}

/** `<prefix>_hYYYYMMDDHH` for the UTC hour of `date`. */
export function hourlyCollectionName(prefix: string, date: Date): string {
  const digits = hourStart(date).toISOString().slice(0, 13).replace(/\D/g, '');
  return `${prefix}_h${digits}`;
}

/** The collection names of every hour from the one containing `from` to the one containing `to`, oldest first. */
export function hourlyCollectionNames(prefix: string, from: Date, to: Date): string[] {
  const names: string[] = [];
  for (let hour = hourStart(from).getTime(); hour <= to.getTime(); hour += HOUR_MS) names.push(hourlyCollectionName(prefix, new Date(hour)));
  return names;
}

export interface HourlyIndex {
  key: Record<string, 1 | -1>;
  name: string;
}

export interface HourlyCollections<T extends mongo.Document> {
  readonly prefix: string;
  nameFor(date: Date): string;
  namesBetween(from: Date, to: Date): string[];
  /** A collection of the family by name, for reading (nothing is created). */
  collection(name: string, connection?: Connection): mongo.Collection<T>;
  /**
   * The collection of the hour of `date`, for writing: its indexes built, recorded in HOURLY_COLLECTIONS
   * and, on jongodb, in the collection registry (snapshots and backups find it there). Done once per
   * process and collection; a failed attempt is tried again by the next write.
   */
  collectionFor(date: Date, connection?: Connection): Promise<mongo.Collection<T>>;
  /** Every hour of the family that has been written to, oldest first. */
  recordedNames(connection?: Connection): Promise<string[]>;
}

/**
 * What this process has already prepared, per connection. Dropped when the database may have changed
 * underneath (back from an outage, perhaps restored from an older snapshot; a test emptied it).
 */
let prepared = new WeakMap<Connection, Map<string, Promise<void>>>();
onDatabaseReset(() => {
  prepared = new WeakMap();
});

function preparedOf(connection: Connection): Map<string, Promise<void>> {
  let names = prepared.get(connection);
  if (!names) {
    names = new Map();
    prepared.set(connection, names);
  }
  return names;
}

function requireDb(connection: Connection): mongo.Db {
  const db = connection.db;
  if (!db) throw new Error('hourly collections need a connected database');
  return db;
}

export function defineHourlyCollections<T extends mongo.Document>(prefix: string, indexes: readonly HourlyIndex[] = []): HourlyCollections<T> {
  const prepare = async (connection: Connection, name: string, hour: Date): Promise<void> => {
    const db = requireDb(connection);
    if (indexes.length > 0) await db.collection(name).createIndexes(indexes.map((index) => ({ key: index.key, name: index.name })));
    await db.collection<HourlyCollectionRecord>(HOURLY_COLLECTIONS).updateOne({ _id: name }, { $setOnInsert: { family: prefix, hour } }, { upsert: true });
    if (await isJongodb(connection)) await registerCollectionNames([HOURLY_COLLECTIONS, name], connection);
  };

  return {
    prefix,
    nameFor: (date) => hourlyCollectionName(prefix, date),
    namesBetween: (from, to) => hourlyCollectionNames(prefix, from, to),
    collection: (name, connection = mongoose.connection) => requireDb(connection).collection<T>(name),
    async collectionFor(date, connection = mongoose.connection) {
      const name = hourlyCollectionName(prefix, date);
      const names = preparedOf(connection);
      let ready = names.get(name);
      if (!ready) {
        ready = prepare(connection, name, hourStart(date));
        names.set(name, ready);
        ready.catch(() => names.delete(name));
      }
      await ready;
      return requireDb(connection).collection<T>(name);
    },
    async recordedNames(connection = mongoose.connection) {
      const records = await requireDb(connection).collection<HourlyCollectionRecord>(HOURLY_COLLECTIONS).find({ family: prefix }).sort({ hour: 1 }).toArray();
      return records.map((record) => record._id);
    },
  };
}

/**
 * Empties every recorded hourly collection of the database, keeping the collections, their indexes and
 * their records (what this process has prepared stays true). For tests, beside `clearDatabase`.
 */
export async function clearHourlyCollections(connection: Connection = mongoose.connection): Promise<void> {
  const db = connection.db;
  if (!db) return;
  const records = await db.collection<HourlyCollectionRecord>(HOURLY_COLLECTIONS).find({}).toArray();
  await Promise.all(records.map((record) => db.collection(record._id).deleteMany({})));
}
