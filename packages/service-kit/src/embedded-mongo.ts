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
  stop(): Promise<void>;
}

export interface EmbeddedMongoOptions {
  /** Folder for mongod's data (local run) and for remembering that the mongod lane failed. */
  stateDir: string;
  /** Keep data between runs (local run) or throw it away (tests). */
  persist: boolean;
}

const require = createRequire(import.meta.url);
const FAILURE_MARKER = 'mongod-lane-failed.json';

/**
 * Starts the embedded MongoDB lane of DESIGN.md §3: a real mongod through
 * mongodb-memory-server when its binary can be had, otherwise jongodb.
 * `MONGO_LANE=jongodb` or an earlier failure (remembered in stateDir) skips the mongod attempt.
 */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  mkdirSync(options.stateDir, { recursive: true });
  const marker = join(options.stateDir, FAILURE_MARKER);
  const wanted = process.env.MONGO_LANE;
  if (wanted !== 'jongodb' && !existsSync(marker)) {
    try {
      return await startMongod(options);
    } catch (error) {
      if (wanted === 'mongod') throw error;
      writeFileSync(marker, JSON.stringify({ at: new Date().toISOString(), reason: String(error) }));
    }
  }
  return startJongodb();
}

export function previousMongodFailure(stateDir: string): string | null {
  const marker = join(stateDir, FAILURE_MARKER);
  if (!existsSync(marker)) return null;
  return (JSON.parse(readFileSync(marker, 'utf8')) as { reason: string }).reason;
}

async function startMongod(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const { MongoMemoryReplSet } = await import('mongodb-memory-server');
  const dbPath = join(options.stateDir, 'mongod-data');
  if (options.persist) mkdirSync(dbPath, { recursive: true });
  const replSet = await MongoMemoryReplSet.create({
    replSet: { count: 1, storageEngine: 'wiredTiger' },
    instanceOpts: options.persist ? [{ dbPath }] : [{}],
  });
  return {
    lane: 'mongod',
    uri: replSet.getUri(),
    persistent: options.persist,
    stop: async () => {
      await replSet.stop({ doCleanup: !options.persist });
    },
  };
}

function jongodbBinary(): string {
  const packageJson = require.resolve('@jongodb/memory-server-bin-linux-x64-gnu/package.json');
  return join(dirname(packageJson), 'bin', 'jongodb');
}

async function startJongodb(): Promise<EmbeddedMongo> {
  const child = spawn(
    jongodbBinary(),
    ['--host=127.0.0.1', '--port=0', '--database=test', '--topology-profile=singleNodeReplicaSet', '--replica-set-name=rs0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
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
  return {
    lane: 'jongodb',
    uri: uri.replace(/\/test\?/, '/?'),
    persistent: false,
    stop: () => stopChild(child),
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
