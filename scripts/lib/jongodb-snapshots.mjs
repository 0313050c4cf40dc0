// Keeps the event of a jongodb run on disk: jongodb is an in-memory server, so `npm start` copies every
// database to DATA_DIR/jongodb-snapshot every few seconds and at stop, and copies it back at start and
// after a crash of the database. The copy is the project's backup format (scripts/backup/ejson-archive.mjs),
// so `npm run restore -- <DATA_DIR>/jongodb-snapshot` also works on it.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import mongodb from 'mongodb';
import { backupToDirectory, readManifest, restoreFromDirectory } from '../backup/ejson-archive.mjs';
import { EVENT_DATABASES } from '../backup/event-databases.mjs';

export const DEFAULT_SNAPSHOT_SECONDS = 5;
/** Where a service on jongodb records its collections (packages/service-kit/src/collection-registry.ts). */
const COLLECTION_REGISTRY = 'citygames_collections';

/** @param {string} dataDir */
export function snapshotDirOf(dataDir) {
  return join(dataDir, 'jongodb-snapshot');
}

/** The snapshot to restore: the current one, or the previous one if a crash hit between two renames. @param {string} dataDir */
function latestSnapshot(dataDir) {
  const dir = snapshotDirOf(dataDir);
  for (const candidate of [dir, `${dir}.previous`]) {
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
  }
  return null;
}

/**
 * Copies the latest snapshot into an empty jongodb. Returns what was restored, or null without a snapshot.
 * @param {{ uri: string, dataDir: string }} options
 * @returns {Promise<{ createdAt: string, documents: number, collections: number } | null>}
 */
export async function restoreLatestSnapshot({ uri, dataDir }) {
  const dir = latestSnapshot(dataDir);
  if (!dir) return null;
  const manifest = readManifest(dir);
  const restored = await restoreFromDirectory({ uri, dir, drop: true });
  const counts = Object.values(restored).flatMap((collections) => Object.values(collections));
  return {
    createdAt: String(manifest.createdAt),
    documents: counts.reduce((sum, { count }) => sum + count, 0),
    collections: counts.length,
  };
}

/**
 * The event databases that a service has already registered collections in.
 * @param {string} uri
 */
async function registeredDatabases(uri) {
  const client = await mongodb.MongoClient.connect(uri, { serverMonitoringMode: 'poll', serverSelectionTimeoutMS: 2000 });
  try {
    /** @type {string[]} */
    const databases = [];
    for (const name of EVENT_DATABASES) {
      if (await client.db(name).collection(COLLECTION_REGISTRY).findOne({})) databases.push(name);
    }
    return databases;
  } finally {
    await client.close();
  }
}

/**
 * Writes one snapshot of every registered collection: into a fresh folder, then swapped in by renames,
 * so a crash mid-way leaves the previous snapshot whole.
 * @param {{ uri: string, dataDir: string, now?: Date }} options
 */
export async function writeSnapshot({ uri, dataDir, now = new Date() }) {
  const databases = await registeredDatabases(uri);
  if (databases.length === 0) return;
  const dir = snapshotDirOf(dataDir);
  const next = `${dir}.next`;
  const previous = `${dir}.previous`;
  rmSync(next, { recursive: true, force: true });
  await backupToDirectory({ uri, databases, dir: next, now });
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(next, dir);
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Snapshots every `seconds` (one at a time) until stopped; `stop()` writes a last one. A failing
 * snapshot is reported once per distinct reason, and again when snapshots work again.
 * @param {{ uri: string, dataDir: string, seconds?: number, log: (line: string) => void }} options
 */
export function startPeriodicSnapshots({ uri, dataDir, seconds = DEFAULT_SNAPSHOT_SECONDS, log }) {
  let timer = /** @type {NodeJS.Timeout | null} */ (null);
  let running = /** @type {Promise<void>} */ (Promise.resolve());
  let stopped = false;
  let paused = false;
  let lastProblem = '';
  /** @type {Worker | null} */
  let worker = null;
  /** One snapshot on the worker thread (started on first use, kept for the next ones). */
  const writeOnWorker = () =>
    new Promise((resolve, reject) => {
      worker ??= new Worker(new URL('./snapshot-worker.mjs', import.meta.url));
      const thread = worker;
      const onExit = (/** @type {number} */ code) => {
        worker = null;
        reject(new Error(`快照线程退出（${code}）`));
      };
      thread.once('exit', onExit);
      thread.once('message', (/** @type {{ ok: boolean, message?: string }} */ answer) => {
        thread.off('exit', onExit);
        // Between snapshots the thread does not keep the process alive (like the timer).
        thread.unref();
        if (answer.ok) resolve(undefined);
        else reject(new Error(answer.message));
      });
      thread.ref();
      thread.postMessage({ uri, dataDir });
    });
  const once = () =>
    (running = running.then(async () => {
      try {
        await writeOnWorker();
        if (lastProblem) log('快照恢复正常');
        lastProblem = '';
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        if (problem !== lastProblem) log(`写快照失败：${problem.split('\n')[0]}`);
        lastProblem = problem;
      }
    }));
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      if (!paused) await once();
      schedule();
    }, seconds * 1000);
    timer.unref();
  };
  schedule();
  return {
    /**
     * While the database is down or being restored: no snapshot (it would overwrite a good one with
     * nothing). Resolves once a snapshot already under way has ended, so a restore never reads the
     * snapshot folder while it is being replaced.
     */
    pause: async () => {
      paused = true;
      await running;
    },
    resume: () => {
      paused = false;
    },
    /** Stops the timer and writes a last snapshot (the platform calls it after the services stopped). */
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      if (!paused) await once();
      await worker?.terminate();
    },
  };
}
