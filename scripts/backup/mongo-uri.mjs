// Where the platform's MongoDB is for the Node backup: MONGODB_URI, else the running local platform.
import { readRunState, resolveDataDir } from '../lib/run-state.mjs';

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ uri: string, from: string, persistent: boolean } | { error: string }}
 */
export function findMongoUri(env) {
  if (env.MONGODB_URI) return { uri: env.MONGODB_URI, from: 'MONGODB_URI', persistent: true };
  const dataDir = resolveDataDir(env.DATA_DIR);
  const state = readRunState(dataDir);
  if (!state) {
    return {
      error:
        `没有找到 MongoDB：请设置 MONGODB_URI（compose 时为 mongodb://127.0.0.1:27017/?directConnection=true），` +
        `或先运行 npm start（相同的 DATA_DIR，当前 ${dataDir}）。`,
    };
  }
  return { uri: state.mongoUri, from: `${dataDir}/run-state.json`, persistent: Boolean(state.persistent) };
}

/** The URI without user and password, for messages. @param {string} uri */
export function redactUri(uri) {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}
