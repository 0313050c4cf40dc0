import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { connectMongo, disconnectMongo } from '@citygames/service-kit/mongo-connection';
import '../models.js';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Runs work connected to the database; default: connect as below (tests pass their connection). */
  withDatabase?: (work: () => Promise<number>) => Promise<number>;
}

export const NO_RUNNING_PLATFORM =
  '没有找到正在运行的平台：请先在另一个终端运行 npm start（使用相同的 DATA_DIR），或设置 MONGODB_URI 指向平台的 MongoDB。';

/** MONGODB_URI, else the local run's `${DATA_DIR:-.data}/run-state.json` (field mongoUri). */
export function findMongoUri(env: NodeJS.ProcessEnv, cwd: string): string | null {
  if (env.MONGODB_URI) return env.MONGODB_URI;
  const stateFile = resolve(cwd, env.DATA_DIR || '.data', 'run-state.json');
  if (!existsSync(stateFile)) return null;
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { mongoUri?: unknown };
    return typeof state.mongoUri === 'string' && state.mongoUri ? state.mongoUri : null;
  } catch {
    return null;
  }
}

/** Runs `work` connected to the pilotsh database (db `citygames_pilotsh` unless MONGO_DB). */
export async function withPilotshDatabase(io: CliIo, work: () => Promise<number>): Promise<number> {
  if (io.withDatabase) return io.withDatabase(work);
  const uri = findMongoUri(io.env, io.cwd);
  if (!uri) {
    io.err(NO_RUNNING_PLATFORM);
    return 2;
  }
  await connectMongo(uri, io.env.MONGO_DB || 'citygames_pilotsh');
  try {
    return await work();
  } finally {
    await disconnectMongo();
  }
}
