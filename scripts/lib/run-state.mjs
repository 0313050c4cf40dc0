// `${DATA_DIR}/run-state.json`: how other commands (make-admin, import-pack) find the running platform.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { REPO_ROOT } from './workspace.mjs';

/**
 * @typedef {object} RunState
 * @property {string} mongoUri
 * @property {string} lane
 * @property {boolean} persistent
 * @property {Record<string, number>} ports
 * @property {number} pid
 * @property {string} url
 * @property {string[]} games
 * @property {string} gateway
 * @property {string} startedAt
 */

/** DATA_DIR as an absolute path (relative values are taken from the repository root). @param {string | undefined} value */
export function resolveDataDir(value) {
  const dir = value && value.trim() ? value.trim() : '.data';
  return isAbsolute(dir) ? dir : resolve(REPO_ROOT, dir);
}

/** @param {string} dataDir */
export function runStateFile(dataDir) {
  return join(dataDir, 'run-state.json');
}

/** @param {string} dataDir @param {RunState} state */
export function writeRunState(dataDir, state) {
  writeFileSync(runStateFile(dataDir), `${JSON.stringify(state, null, 2)}\n`);
}

/**
 * The state of a platform that is running now, or null (no file, or its runner is gone).
 * @param {string} dataDir
 * @returns {RunState | null}
 */
export function readRunState(dataDir) {
  const file = runStateFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const state = /** @type {RunState} */ (JSON.parse(readFileSync(file, 'utf8')));
    process.kill(state.pid, 0);
    return state;
  } catch {
    return null;
  }
}

/** @param {string} dataDir */
export function removeRunState(dataDir) {
  rmSync(runStateFile(dataDir), { force: true });
}
