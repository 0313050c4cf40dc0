import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type MongoUriSource = { ok: true; uri: string; from: string } | { ok: false; message: string };

export const NO_RUNNING_PLATFORM =
  '没有找到正在运行的平台：请先在另一个终端运行 npm start（使用相同的 DATA_DIR），或设置 MONGODB_URI 指向平台的 MongoDB。';

/** MONGODB_URI, else the local run's `${DATA_DIR:-.data}/run-state.json` (field mongoUri). */
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

export function redactMongoUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}
