// Backup and restore with the MongoDB driver, for a MongoDB without mongodump at hand (the local run,
// a managed replica set): every collection as one line of canonical Extended JSON per document, so
// ObjectIds, dates and decimals come back exactly; plus each collection's index definitions.
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import mongodb from 'mongodb';

const { MongoClient, BSON } = mongodb;

export const ARCHIVE_FORMAT = 'citygames-ejson-backup';
/** Where a service on jongodb records its collections (packages/service-kit/src/data/collection-registry.ts). */
const COLLECTION_REGISTRY = 'citygames_collections';
const BATCH_SIZE = 500;
/** Index options that describe an index (the rest of listIndexes' answer is bookkeeping). */
const INDEX_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation', 'hidden'];

/** @param {string} uri */
async function connect(uri) {
  // Polled monitoring, as the services connect: the same code then works on jongodb too.
  return MongoClient.connect(uri, { serverMonitoringMode: 'poll', serverSelectionTimeoutMS: 10_000 });
}

export class CannotListCollectionsError extends Error {}

/** @param {import('mongodb').Db} db */
async function collectionNames(db) {
  try {
    const listed = await db.listCollections({}, { nameOnly: true }).toArray();
    return listed
      .map((entry) => entry.name)
      .filter((name) => !name.startsWith('system.'))
      .sort();
  } catch (error) {
    // jongodb cannot list collections: each service records its own (service-kit collection-registry.ts).
    const registered = await db
      .collection(COLLECTION_REGISTRY)
      .find({})
      .toArray()
      .catch(() => []);
    if (registered.length > 0) return [COLLECTION_REGISTRY, ...registered.map((entry) => String(entry._id))].sort();
    throw new CannotListCollectionsError(
      `数据库 ${db.databaseName} 无法列出集合（${error instanceof Error ? error.message : String(error)}）。` +
        '这个 MongoDB 不支持 listCollections（例如本地运行的 jongodb）：请用 --collections a,b,c 指明要备份的集合。',
    );
  }
}

/**
 * @param {{ uri: string, databases: string[], collections?: string[], dir: string, now?: Date }} options
 * @returns {Promise<Record<string, Record<string, { count: number }>>>} documents written per database and collection
 */
export async function backupToDirectory({ uri, databases, collections, dir, now = new Date() }) {
  const client = await connect(uri);
  /** @type {Record<string, { collections: Record<string, { count: number, indexes: object[] }> }>} */
  const manifestDatabases = {};
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const databaseName of databases) {
      const db = client.db(databaseName);
      const names = collections?.length ? collections : await collectionNames(db);
      mkdirSync(join(dir, databaseName), { recursive: true });
      manifestDatabases[databaseName] = { collections: {} };
      for (const name of names) {
        const collection = db.collection(name);
        const out = createWriteStream(join(dir, databaseName, `${name}.ejson`), { mode: 0o600 });
        let count = 0;
        for await (const document of collection.find({}).sort({ _id: 1 })) {
          if (!out.write(`${BSON.EJSON.stringify(document, { relaxed: false })}\n`)) await once(out, 'drain');
          count += 1;
        }
        out.end();
        await once(out, 'close');
        const indexes = (
          await collection
            .listIndexes()
            .toArray()
            .catch(() => [])
        )
          .filter((index) => index.name !== '_id_')
          .map((index) => ({
            name: index.name,
            key: index.key,
            ...Object.fromEntries(INDEX_OPTIONS.filter((option) => index[option] !== undefined).map((option) => [option, index[option]])),
          }));
        manifestDatabases[databaseName].collections[name] = { count, indexes };
      }
    }
  } finally {
    await client.close();
  }
  const manifest = { format: ARCHIVE_FORMAT, version: 1, createdAt: now.toISOString(), databases: manifestDatabases };
  writeFileSync(join(dir, 'manifest.json'), `${BSON.EJSON.stringify(manifest, { relaxed: true }, 2)}\n`);
  return Object.fromEntries(
    Object.entries(manifestDatabases).map(([database, { collections: entries }]) => [
      database,
      Object.fromEntries(Object.entries(entries).map(([name, { count }]) => [name, { count }])),
    ]),
  );
}

/** @param {string} dir */
export function readManifest(dir) {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${dir} 不是备份目录（没有 manifest.json）`);
  const manifest = BSON.EJSON.parse(readFileSync(file, 'utf8'), { relaxed: true });
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== 1) throw new Error(`${file} 不是本平台的备份（format ${manifest.format}）`);
  return manifest;
}

/**
 * Restores a backup directory. Without drop, every target collection must be empty (nothing is written
 * otherwise); with drop, each collection in the backup is emptied first. Collections not in the backup
 * are left alone. `rename` restores a database under another name (to inspect a backup beside live data).
 * @param {{ uri: string, dir: string, drop?: boolean, databases?: string[], rename?: Record<string, string> }} options
 * @returns {Promise<Record<string, Record<string, { count: number }>>>}
 */
export async function restoreFromDirectory({ uri, dir, drop = false, databases, rename = {} }) {
  const manifest = readManifest(dir);
  const chosen = Object.keys(manifest.databases).filter((name) => !databases || databases.includes(name));
  const client = await connect(uri);
  /** @type {Record<string, Record<string, { count: number }>>} */
  const restored = {};
  try {
    if (!drop) {
      const occupied = [];
      for (const source of chosen) {
        const target = rename[source] ?? source;
        for (const name of Object.keys(manifest.databases[source].collections)) {
          const existing = await client.db(target).collection(name).countDocuments({}, { limit: 1 });
          if (existing > 0) occupied.push(`${target}.${name}`);
        }
      }
      if (occupied.length > 0) {
        throw new Error(`这些集合已有数据，未做任何改动：${occupied.join(', ')}。要用备份替换它们请加 --drop。`);
      }
    }
    for (const source of chosen) {
      const target = rename[source] ?? source;
      restored[target] = {};
      for (const [name, { indexes }] of Object.entries(manifest.databases[source].collections)) {
        const collection = client.db(target).collection(name);
        if (drop) await collection.deleteMany({});
        let batch = [];
        let count = 0;
        const lines = createInterface({ input: createReadStream(join(dir, source, `${name}.ejson`)), crlfDelay: Infinity });
        for await (const line of lines) {
          if (!line.trim()) continue;
          batch.push(BSON.EJSON.parse(line, { relaxed: false }));
          if (batch.length === BATCH_SIZE) {
            await collection.insertMany(batch, { ordered: true });
            count += batch.length;
            batch = [];
          }
        }
        if (batch.length > 0) {
          await collection.insertMany(batch, { ordered: true });
          count += batch.length;
        }
        for (const { key, name: indexName, ...options } of indexes) {
          await collection.createIndex(key, { name: indexName, ...options });
        }
        restored[target][name] = { count };
      }
    }
  } finally {
    await client.close();
  }
  return restored;
}
