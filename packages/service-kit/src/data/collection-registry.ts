import mongoose, { type Connection } from 'mongoose';
import { writeToCollection } from './jongodb-write-queue.js';

/**
 * jongodb answers neither listCollections nor listDatabases, so whoever copies a jongodb database
 * (the local run's snapshots, `npm run backup`) cannot ask it which collections exist. Each service
 * therefore records its models' collections in this collection of its own database, on jongodb only
 * (MongoDB lists them itself).
 */
export const COLLECTION_REGISTRY = 'citygames_collections';

/** Records the collections of the connection's models (in a turn of the write queue: it has no model, so no middleware). */
export async function registerCollections(connection: Connection = mongoose.connection): Promise<void> {
  const names = [...new Set(Object.values(connection.models).map((model) => model.collection.collectionName))];
  if (!connection.db || names.length === 0) return;
  await writeToCollection<{ _id: string }, unknown>(connection, COLLECTION_REGISTRY, (registry) =>
    registry.bulkWrite(names.map((name) => ({ updateOne: { filter: { _id: name }, update: { $set: { _id: name } }, upsert: true } }))),
  );
}
