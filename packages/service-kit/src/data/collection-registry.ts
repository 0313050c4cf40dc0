import mongoose, { type Connection } from 'mongoose';

/**
 * jongodb answers neither listCollections nor listDatabases, so whoever copies a jongodb database
 * (the local run's snapshots, `npm run backup`) cannot ask it which collections exist. Each service
 * therefore records its models' collections in this collection of its own database, on jongodb only
 * (MongoDB lists them itself).
 */
export const COLLECTION_REGISTRY = 'citygames_collections';

export async function registerCollections(connection: Connection = mongoose.connection): Promise<void> {
  const registry = connection.db?.collection<{ _id: string }>(COLLECTION_REGISTRY);
  const names = [...new Set(Object.values(connection.models).map((model) => model.collection.collectionName))];
  if (!registry || names.length === 0) return;
  await registry.bulkWrite(names.map((name) => ({ updateOne: { filter: { _id: name }, update: { $set: { _id: name } }, upsert: true } })));
}
