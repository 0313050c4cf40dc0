import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type MongoLane = 'uri' | 'mongod' | 'jongodb';

export interface EmbeddedMongo {
  lane: MongoLane;
  uri: string;
  /** True when data survives a restart of the embedded server. */
  persistent: boolean;
  /** Called once if the server process exits without stop() (a crash, a kill). */
  onUnexpectedExit(listener: (cause: string) => void): void;
  stop(): Promise<void>;
}

/** Why no embedded lane could start, with every lane there is and how to choose one (Chinese). */
export class NoEmbeddedMongoError extends Error {}

export interface EmbeddedMongoOptions {
  /** Folder for mongod's data (local run) and for remembering that the mongod lane failed. */
  stateDir: string;
  /** Keep data between runs (local run) or throw it away (tests). */
  persist: boolean;
  /** Port for mongod (a supervisor restarting it passes the old one); default: a free one. */
  port?: number;
  /**
   * Start the server in a process group of its own, so that the terminal's Ctrl-C (SIGINT to the whole
   * foreground group) does not reach it: the local run stops it itself, last, after its final snapshot.
   */
  ownProcessGroup?: boolean;
}

const require = createRequire(import.meta.url);
const FAILURE_MARKER = 'mongod-lane-failed.json';
/** The only jongodb build published: linux, x64, glibc. An optional dependency, so installs elsewhere still succeed. */
export const JONGODB_BINARY_PACKAGE = '@jongodb/memory-server-bin-linux-x64-gnu';

/**
 * Starts the embedded MongoDB that `npm start` and the tests use when no MONGODB_URI is given: a real mongod through
 * mongodb-memory-server when its binary can be had, otherwise jongodb.
 * `MONGO_LANE=jongodb` or an earlier failure (remembered in stateDir) skips the mongod attempt.
 */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  mkdirSync(options.stateDir, { recursive: true });
  const marker = join(options.stateDir, FAILURE_MARKER);
  const wanted = process.env.MONGO_LANE;
  let mongodFailure = previousMongodFailure(options.stateDir);
  if (wanted !== 'jongodb' && !existsSync(marker)) {
    try {
      return await startMongod(options);
    } catch (error) {
      if (wanted === 'mongod') throw error;
      mongodFailure = String(error);
      writeFileSync(marker, JSON.stringify({ at: new Date().toISOString(), reason: mongodFailure }));
    }
  }
  if (!jongodbBinary()) throw new NoEmbeddedMongoError(noEmbeddedLaneMessage(mongodFailure));
  return startJongodb(0, { ownProcessGroup: options.ownProcessGroup });
}

export function noEmbeddedLaneMessage(mongodFailure: string | null): string {
  return [
    `这台机器上没有可用的内嵌 MongoDB：${mongodFailure ? `拿不到真实 mongod（${mongodFailure.split('\n')[0]?.slice(0, 160)}），` : ''}` +
      `jongodb 只有 Linux x64（glibc）版本（${JONGODB_BINARY_PACKAGE}，这台是 ${process.platform}/${process.arch}）。可选的通道：`,
    '  1. 真实 mongod（推荐，活动用）：联网运行一次 npm run mongod:fetch 下载到缓存，以后离线也能启动；',
    '  2. 自己的 MongoDB（副本集，单节点即可）：MONGODB_URI=mongodb://…/?replicaSet=rs0 npm start；',
    '  3. Docker：docker run -d -p 27017:27017 mongo:8 --replSet rs0 && docker exec <容器> mongosh --eval "rs.initiate()"，' +
      '然后 MONGODB_URI=mongodb://127.0.0.1:27017/?replicaSet=rs0&directConnection=true npm start。',
  ].join('\n');
}

export function previousMongodFailure(stateDir: string): string | null {
  const marker = join(stateDir, FAILURE_MARKER);
  if (!existsSync(marker)) return null;
  return (JSON.parse(readFileSync(marker, 'utf8')) as { reason: string }).reason;
}

async function startMongod(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const { MongoBinary, MongoMemoryReplSet } = await import('mongodb-memory-server-core');
  // Find or download the binary first: that fails with a plain error, where MongoMemoryReplSet.create prints
  // the download's whole stack trace to the console before it throws (the caller says it in one line).
  await MongoBinary.getPath();
  const dbPath = join(options.stateDir, 'mongod-data');
  if (options.persist) mkdirSync(dbPath, { recursive: true });
  const replSet = await MongoMemoryReplSet.create({
    replSet: { count: 1, storageEngine: 'wiredTiger', ...(options.ownProcessGroup ? { spawn: { detached: true } } : {}) },
    instanceOpts: [{ ...(options.persist ? { dbPath } : {}), ...(options.port ? { port: options.port } : {}) }],
  });
  let stopping = false;
  const exitListeners: Array<(cause: string) => void> = [];
  replSet.servers[0]?.instanceInfo?.instance.mongodProcess?.once('exit', (code, signal) => {
    if (stopping) return;
    for (const listener of exitListeners) listener(signal ? `被信号 ${signal} 终止` : `退出码 ${code}`);
  });
  return {
    lane: 'mongod',
    uri: replSet.getUri(),
    persistent: options.persist,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    stop: async () => {
      stopping = true;
      await replSet.stop({ doCleanup: !options.persist });
    },
  };
}

/** The jongodb executable, or null where its optional package is not installed (not linux/x64/glibc). */
export function jongodbBinary(): string | null {
  try {
    const packageJson = require.resolve(`${JONGODB_BINARY_PACKAGE}/package.json`);
    const binary = join(dirname(packageJson), 'bin', 'jongodb');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/**
 * Starts jongodb (in memory). `port` 0 picks a free one; a supervisor restarting a crashed jongodb
 * passes the old port so the services' drivers find it again.
 */
export async function startJongodb(
  port = 0,
  options: Pick<EmbeddedMongoOptions, 'ownProcessGroup'> = {},
): Promise<EmbeddedMongo & { port: number; pid: number }> {
  const binary = jongodbBinary();
  if (!binary) throw new NoEmbeddedMongoError(noEmbeddedLaneMessage(null));
  const child = spawn(binary, ['--host=127.0.0.1', `--port=${port}`, '--database=test', '--topology-profile=singleNodeReplicaSet', '--replica-set-name=rs0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup === true && process.platform !== 'win32',
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`jongodb did not start: ${output}`)), 15_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const match = /JONGODB_URI=(\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
      if (output.includes('JONGODB_START_FAILURE')) {
        clearTimeout(timer);
        reject(new Error(output.trim()));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`jongodb exited with code ${code}: ${output}`));
    });
  });
  // jongodb reports benign "connection reset" lines when clients disconnect.
  child.stderr.resume();
  let stopping = false;
  const exitListeners: Array<(cause: string) => void> = [];
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const cause = signal ? `被信号 ${signal} 终止` : `退出码 ${code}`;
    for (const listener of exitListeners) listener(cause);
  });
  return {
    lane: 'jongodb',
    uri: uri.replace(/\/test\?/, '/?'),
    port: Number(new URL(uri).port),
    pid: child.pid ?? 0,
    persistent: false,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}
