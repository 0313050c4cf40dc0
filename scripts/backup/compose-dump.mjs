// Backup and restore through mongodump/mongorestore inside the compose `mongo` container (they ship
// with the mongo image; nothing to install on the host). The archive streams through `docker compose exec -T`.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** @param {string[]} databases */
function namespaceFilters(databases) {
  return databases.map((database) => `--nsInclude=${database}.*`);
}

/** argv of `docker` for a gzip archive of the given databases on stdout. @param {string[]} databases */
export function dumpCommand(databases) {
  return ['compose', 'exec', '-T', 'mongo', 'mongodump', '--archive', '--gzip', ...namespaceFilters(databases)];
}

/**
 * argv of `docker` restoring an archive read from stdin. --drop replaces each collection in the archive
 * (collections the archive does not hold are left alone).
 * @param {string[]} databases
 */
export function restoreCommand(databases) {
  return ['compose', 'exec', '-T', 'mongo', 'mongorestore', '--archive', '--gzip', '--drop', ...namespaceFilters(databases)];
}

/** @param {import('node:child_process').ChildProcess} child @returns {Promise<number>} exit code (1 when killed by a signal) */
function waitForExit(child) {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (/** @type {number | null} */ code) => resolve(code ?? 1));
  });
}

/**
 * Runs mongodump in the container and writes its archive to file. A failed dump leaves no file behind.
 * @param {{ file: string, databases: string[], docker?: string, cwd?: string }} options
 * @returns {Promise<{ bytes: number }>}
 */
export async function composeBackup({ file, databases, docker = 'docker', cwd = process.cwd() }) {
  const child = spawn(docker, dumpCommand(databases), { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [, code] = await Promise.all([pipeline(child.stdout, createWriteStream(file, { mode: 0o600 })), waitForExit(child)]);
    if (code !== 0) throw new Error(`mongodump 失败（退出码 ${code}）`);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  return { bytes: statSync(file).size };
}

/**
 * Streams an archive into mongorestore in the container.
 * @param {{ file: string, databases: string[], docker?: string, cwd?: string }} options
 */
export async function composeRestore({ file, databases, docker = 'docker', cwd = process.cwd() }) {
  const child = spawn(docker, restoreCommand(databases), { cwd, stdio: ['pipe', 'inherit', 'inherit'] });
  const [, code] = await Promise.all([pipeline(createReadStream(file), child.stdin), waitForExit(child)]);
  if (code !== 0) throw new Error(`mongorestore 失败（退出码 ${code}）`);
}
