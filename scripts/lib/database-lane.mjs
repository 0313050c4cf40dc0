// The database step of a local run: MONGODB_URI when given, else one embedded lane shared by every service
// (a real mongod when one can be had, else jongodb with periodic snapshots), watched by the supervisor.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SNAPSHOT_SECONDS, describeLastSnapshot, restoreLatestSnapshot, snapshotDirOf, startPeriodicSnapshots } from './jongodb-snapshots.mjs';
import { repoPath } from './workspace.mjs';

export const snapshotSeconds = Number(process.env.SNAPSHOT_SECONDS) > 0 ? Number(process.env.SNAPSHOT_SECONDS) : DEFAULT_SNAPSHOT_SECONDS;

/**
 * @typedef {object} DatabaseLane
 * @property {string} mongoUri
 * @property {string} lane 'uri', 'mongod' or 'jongodb'
 * @property {boolean} persistent
 * @property {string | null} mongodFailure why a real mongod could not be had (null when it was not tried or worked)
 */

/**
 * @typedef {object} LaneContext
 * @property {string} dataDir
 * @property {(part: string, line: string) => void} log
 * @property {(cleanup: () => Promise<void>) => void} onStop runs at stop, in reverse order of registration
 * @property {ReturnType<typeof import('./supervisor.mjs').createSupervisor>} supervisor
 * @property {ReturnType<typeof import('./process-registry.mjs').createProcessRegistry>} registry
 * @property {(work: () => Promise<void>) => Promise<void>} restartServicesAround stops the services, runs work, starts them
 */

/** @param {string | null} text */
function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')[0]
      ?.replace(/^Error:\s*/, '')
      .slice(0, 200) ?? ''
  );
}

/**
 * Runs fn with console.error/warn/log silenced when `quiet` (mongodb-memory-server prints whole
 * stack traces when its download fails; the runner says it in one line instead).
 * @template T
 * @param {boolean} quiet
 * @param {() => Promise<T>} fn
 */
async function withQuietConsole(quiet, fn) {
  if (!quiet) return fn();
  const saved = { error: console.error, warn: console.warn, log: console.log };
  console.error = console.warn = console.log = () => {};
  try {
    return await fn();
  } finally {
    Object.assign(console, saved);
  }
}

/**
 * Copies the latest jongodb snapshot into the (empty) database and says what came back.
 * @param {string} uri @param {string} dataDir @param {(part: string, line: string) => void} log
 */
async function restoreSnapshotInto(uri, dataDir, log) {
  const restored = await restoreLatestSnapshot({ uri, dataDir });
  if (!restored) {
    log('mongo', `没有快照（${snapshotDirOf(dataDir)}）：从空数据库开始`);
    return;
  }
  const at = new Date(restored.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
  log('mongo', `已从快照恢复 ${restored.documents} 条记录（${restored.collections} 个集合，快照时间 ${at}）`);
}

/**
 * Starts (or, with `mongoUri`, only names) the database of the run.
 * @param {string | undefined} mongoUri
 * @param {LaneContext} context
 * @returns {Promise<DatabaseLane>}
 */
export async function startDatabaseLane(mongoUri, context) {
  if (mongoUri) {
    context.log('mongo', `MongoDB：使用 MONGODB_URI（${mongoUri.replace(/\/\/[^@/]*@/, '//***@')}）`);
    return { mongoUri, lane: 'uri', persistent: true, mongodFailure: null };
  }
  return startEmbeddedLane(context);
}

/** @param {LaneContext} context @returns {Promise<DatabaseLane>} */
async function startEmbeddedLane(context) {
  const { dataDir, log } = context;
  const { startEmbeddedMongo, previousMongodFailure } = await import(pathToFileURL(repoPath('packages/service-kit/dist/data/embedded-mongo.js')).href);
  const stateDir = join(dataDir, 'mongo');
  const tryingMongod = process.env.MONGO_LANE !== 'jongodb' && previousMongodFailure(stateDir) === null;
  if (tryingMongod) log('mongo', '正在尝试真实 mongod（mongodb-memory-server，无法下载时约 7 秒后放弃）…');
  // In a process group of its own, like every part: the terminal's Ctrl-C reaches only this runner,
  // which stops the database last, after the final snapshot (a SIGINT to it would lose what came
  // after the previous snapshot).
  const mongo = await withQuietConsole(tryingMongod, () => startEmbeddedMongo({ stateDir, persist: true, ownProcessGroup: true }));
  const mongodFailure = previousMongodFailure(stateDir);
  if (tryingMongod && mongo.lane !== 'mongod') {
    const reason = mongodFailure ?? '';
    const why = /Download failed|ENOTFOUND|getaddrinfo|EAI_AGAIN/.test(reason) ? '无法下载 mongod 二进制（连不上下载服务器）' : firstLine(reason);
    log('mongo', `拿不到 mongod：${why}；以后直接用 jongodb（删除 ${join(stateDir, 'mongod-lane-failed.json')} 可再试）`);
  }
  const running = { current: mongo };
  context.onStop(() => running.current.stop());
  killDatabaseWithRunner(running, mongo.lane, context);
  /** @type {DatabaseLane} */
  const lane = { mongoUri: /** @type {string} */ (mongo.uri), lane: mongo.lane, persistent: mongo.persistent, mongodFailure };
  log(
    'mongo',
    lane.persistent
      ? `MongoDB：内嵌 ${lane.lane}（${lane.mongoUri}），数据保存在 ${stateDir}，重启不会丢失`
      : `MongoDB：内嵌 ${lane.lane}（${lane.mongoUri}），内存数据库：每 ${snapshotSeconds} 秒写一次快照到 ${snapshotDirOf(dataDir)}，启动时恢复`,
  );
  const snapshots = lane.lane === 'jongodb' ? await startJongodbSnapshots(lane.mongoUri, mongo.pid, context) : null;
  await superviseDatabase(running, lane, snapshots, { ...context, stateDir, startEmbeddedMongo });
  return lane;
}

/**
 * A runner that exits without stopping (a second Ctrl-C) leaves no jongodb behind (mongodb-memory-server's
 * own watcher ends a mongod whose parent is gone).
 * @param {{ current: { pid?: number } }} running @param {string} lane @param {LaneContext} context
 */
function killDatabaseWithRunner(running, lane, context) {
  const killDatabaseNow = () => {
    const pid = running.current.pid;
    if (!pid || lane !== 'jongodb') return;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', killDatabaseNow);
  context.onStop(async () => {
    process.off('exit', killDatabaseNow);
  });
}

/**
 * Restores the latest snapshot, then writes one every few seconds; the last one at stop, after the gateway and
 * the services stopped and before the database stops (stop runs in reverse order).
 * @param {string} uri @param {number} pid @param {LaneContext} context
 */
async function startJongodbSnapshots(uri, pid, context) {
  const { dataDir, log } = context;
  context.registry.record('mongo', pid, 'jongodb');
  await restoreSnapshotInto(uri, dataDir, log);
  const snapshots = startPeriodicSnapshots({ uri, dataDir, seconds: snapshotSeconds, log: (line) => log('mongo', line) });
  context.onStop(async () => log('mongo', describeLastSnapshot(await snapshots.stop(), dataDir)));
  return snapshots;
}

/**
 * A database that dies is started again on the same port (the services around it restart and build their
 * indexes against the restored data); jongodb comes back from its latest snapshot.
 * @param {{ current: any }} running
 * @param {DatabaseLane} lane
 * @param {ReturnType<typeof startPeriodicSnapshots> | null} snapshots
 * @param {LaneContext & { stateDir: string, startEmbeddedMongo: (options: object) => Promise<any> }} context
 */
async function superviseDatabase(running, lane, snapshots, context) {
  const { startJongodb } = await import(pathToFileURL(repoPath('packages/service-kit/dist/data/embedded-mongo.js')).href);
  const port = Number(new URL(lane.mongoUri.replace(/^mongodb:/, 'http:')).port);
  const watch = (/** @type {{ onUnexpectedExit: (listener: (cause: string) => void) => void }} */ database) =>
    database.onUnexpectedExit((cause) =>
      context.supervisor.partExited('mongo', {
        cause,
        effect: '所有游戏暂时回答“数据库暂时连不上”（503）',
        restart: async () => {
          await snapshots?.pause();
          await context.restartServicesAround(async () => {
            const next =
              lane.lane === 'jongodb'
                ? await startJongodb(port, { ownProcessGroup: true })
                : await context.startEmbeddedMongo({ stateDir: context.stateDir, persist: true, port, ownProcessGroup: true });
            running.current = next;
            watch(next);
            if (lane.lane === 'jongodb') {
              context.registry.record('mongo', next.pid, 'jongodb');
              await restoreSnapshotInto(lane.mongoUri, context.dataDir, context.log);
            }
          });
          snapshots?.resume();
        },
      }),
    );
  watch(running.current);
}
