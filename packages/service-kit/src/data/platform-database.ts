import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Game } from '../auth/auth-token.js';
import { connectMongo, disconnectMongo } from './mongo-connection.js';

/**
 * How the command-line tools of the services (pack import, make-admin, the pilotsh team command)
 * find and open the platform's database: MONGODB_URI (compose, production), else the state file
 * `${DATA_DIR:-.data}/run-state.json` (field `mongoUri`) that the local `npm start` writes.
 */

/** The database a part of the platform uses unless MONGO_DB says otherwise (docs/CONTRACTS.md). */
export function defaultDatabaseName(part: Game | 'auth'): string {
  return `citygames_${part}`;
}

export type MongoUriSource = { ok: true; uri: string; from: string } | { ok: false; message: string };

export const NO_RUNNING_PLATFORM = '没有找到正在运行的平台：请先在另一个终端运行 npm start（使用相同的 DATA_DIR），或设置 MONGODB_URI 指向平台的 MongoDB。';

export function findPlatformMongoUri(env: NodeJS.ProcessEnv, cwd: string): MongoUriSource {
  if (env.MONGODB_URI) return { ok: true, uri: env.MONGODB_URI, from: 'MONGODB_URI' };
  const stateFile = resolve(cwd, env.DATA_DIR || '.data', 'run-state.json');
  if (!existsSync(stateFile)) return { ok: false, message: NO_RUNNING_PLATFORM };
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { mongoUri?: unknown };
    if (typeof state.mongoUri === 'string' && state.mongoUri) return { ok: true, uri: state.mongoUri, from: stateFile };
  } catch {
    // An unreadable state file is the same as none.
  }
  return { ok: false, message: NO_RUNNING_PLATFORM };
}

/** The URI without user and password, for messages. */
export function redactMongoUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

/** What a command reads and writes; tests pass their own (and their already open database). */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Opens the database around `work`; default: connectMongo, then disconnect. */
  withDatabase?: <T>(uri: string, dbName: string, work: () => Promise<T>) => Promise<T>;
}

/** The io of a command run from a shell. */
export function processIo(): CliIo {
  return { env: process.env, cwd: process.cwd(), out: (line) => console.log(line), err: (line) => console.error(line) };
}

export interface PlatformDatabase {
  uri: string;
  dbName: string;
  /** Where the URI came from: 'MONGODB_URI' or the state file's path. */
  from: string;
}

/**
 * Runs `work` connected to the database of one part of the platform (MONGO_DB, else citygames_<part>).
 * No platform found or not reachable: a Chinese message and exit code 1. Other failures propagate.
 */
export async function withPlatformDatabase(io: CliIo, part: Game | 'auth', work: (database: PlatformDatabase) => Promise<number>): Promise<number> {
  const source = findPlatformMongoUri(io.env, io.cwd);
  if (!source.ok) {
    io.err(source.message);
    return 1;
  }
  const database: PlatformDatabase = { uri: source.uri, dbName: io.env.MONGO_DB || defaultDatabaseName(part), from: source.from };
  const open = io.withDatabase ?? openDatabase;
  try {
    return await open(database.uri, database.dbName, () => work(database));
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    io.err(
      `无法连接平台的 MongoDB（${redactMongoUri(database.uri)}，来自 ${database.from}）：平台可能已经停止。` +
        `请先运行 npm start，或检查 MONGODB_URI。\n(${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }
}

class PlatformUnreachable extends Error {}

async function openDatabase<T>(uri: string, dbName: string, work: () => Promise<T>): Promise<T> {
  try {
    await connectMongo(uri, dbName);
  } catch (error) {
    await disconnectMongo().catch(() => undefined);
    throw new PlatformUnreachable(error instanceof Error ? error.message : String(error));
  }
  try {
    return await work();
  } finally {
    await disconnectMongo();
  }
}

function isUnreachable(error: unknown): boolean {
  if (error instanceof PlatformUnreachable) return true;
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  return /^MongoServerSelection|^MongoNetwork/.test(name) || /Server selection timed out|ECONNREFUSED/.test(message);
}
