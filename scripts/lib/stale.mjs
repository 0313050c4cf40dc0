// Deciding whether a build output is older than its sources.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const IGNORED = new Set(['node_modules', 'dist', '.git', 'test-results', 'screenshots']);

/**
 * The newest modification time among files under the given paths (0 when none exist).
 * @param {string[]} paths
 */
export function newestMtime(paths) {
  let newest = 0;
  /** @param {string} path */
  const visit = (path) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) if (!IGNORED.has(entry)) visit(join(path, entry));
    } else if (info.mtimeMs > newest) {
      newest = info.mtimeMs;
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/** @param {string} path */
export function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * True when the output is missing or any input changed after it was written.
 * @param {string} output
 * @param {string[]} inputs
 */
export function isStale(output, inputs) {
  const built = mtimeOf(output);
  return built === 0 || newestMtime(inputs) > built;
}
