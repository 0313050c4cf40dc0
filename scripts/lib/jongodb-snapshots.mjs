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
/** Where a service on jongodb records its collections (packages/service-kit/src/data/collection-registry.ts). */
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
 * @returns {Promise<SnapshotContents | null>} what the snapshot holds, or null when no service has written anything yet
 */
export async function writeSnapshot({ uri, dataDir, now = new Date() }) {
  const databases = await registeredDatabases(uri);
  if (databases.length === 0) return null;
  const dir = snapshotDirOf(dataDir);
  const next = `${dir}.next`;
  const previous = `${dir}.previous`;
  rmSync(next, { recursive: true, force: true });
  const written = await backupToDirectory({ uri, databases, dir: next, now });
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(next, dir);
  rmSync(previous, { recursive: true, force: true });
  const counts = Object.values(written).flatMap((collections) => Object.values(collections));
  return { documents: counts.reduce((sum, { count }) => sum + count, 0), collections: counts.length };
}

/**
 * @typedef {{ documents: number, collections: number }} SnapshotContents
 * @typedef {{ outcome: 'written', contents: SnapshotContents } | { outcome: 'empty' } | { outcome: 'failed', reason: string }} LastSnapshot
 *   what the snapshot at stop did: written (with what it holds), nothing to write yet, or failed (the one on disk is older)
 */

/**
 * The log line for the snapshot at stop: what it holds, or, when it failed, that the one on disk is older.
 * @param {LastSnapshot} last @param {string} dataDir
 */
export function describeLastSnapshot(last, dataDir) {
  const dir = snapshotDirOf(dataDir);
  if (last.outcome === 'written') {
    return `已写最后一次快照：${last.contents.documents} 条记录（${last.contents.collections} 个集合），${dir}`;
  }
  if (last.outcome === 'empty') return '没有写最后一次快照：数据库里还没有任何活动数据';
  const onDisk = latestSnapshot(dataDir);
  const previous = onDisk
    ? `${onDisk} 里仍是 ${new Date(String(readManifest(onDisk).createdAt)).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })} 的快照，之后的写入下次启动时不会恢复`
    : '磁盘上没有任何快照，下次启动时数据库为空';
  return `最后一次快照没有写成（${last.reason}）：${previous}`;
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
    /** @type {Promise<SnapshotContents | null>} */ (
      new Promise((resolve, reject) => {
        worker ??= new Worker(new URL('./snapshot-worker.mjs', import.meta.url));
        const thread = worker;
        const onExit = (/** @type {number} */ code) => {
          worker = null;
          reject(new Error(`快照线程退出（${code}）`));
        };
        thread.once('exit', onExit);
        thread.once('message', (/** @type {{ ok: boolean, contents?: SnapshotContents | null, message?: string }} */ answer) => {
          thread.off('exit', onExit);
          // Between snapshots the thread does not keep the process alive (like the timer).
          thread.unref();
          if (answer.ok) resolve(answer.contents ?? null);
          else reject(new Error(answer.message));
        });
        thread.ref();
        thread.postMessage({ uri, dataDir });
      })
    );
  /** @returns {Promise<LastSnapshot>} */
  const attemptSnapshot = async () => {
    try {
      const contents = await writeOnWorker();
      if (lastProblem) log('快照恢复正常');
      lastProblem = '';
      return contents ? { outcome: 'written', contents } : { outcome: 'empty' };
    } catch (error) {
      const problem = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      if (problem !== lastProblem) log(`写快照失败：${problem}`);
      lastProblem = problem;
      return { outcome: 'failed', reason: problem };
    }
  };
  /** Queues one snapshot after the one under way; resolves with what it did. */
  const once = () => {
    const attempt = running.then(attemptSnapshot);
    running = attempt.then(() => undefined);
    return attempt;
  };
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
    /**
     * Stops the timer and writes a last snapshot (the platform calls it after the services stopped,
     * before the database stops), and says what it did.
     * @returns {Promise<LastSnapshot>}
     */
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      /** @type {LastSnapshot} */
      const last = paused ? { outcome: 'failed', reason: '数据库正在重启，没有可读的数据' } : await once();
      await worker?.terminate();
      return last;
    },
  };
}
