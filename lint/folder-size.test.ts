// A folder read at a glance: no folder of the repository holds more than 40 tracked files side by side (docs/layout.md).
// Past that, it holds more than one feature and is split by feature, as service-kit's folders are.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_FILES_PER_FOLDER = 40;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Tracked files per folder (repository-relative; '' is the root). */
function filesPerFolder(): Map<string, number> {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const counts = new Map<string, number>();
  for (const file of tracked) {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return counts;
}

describe('folders stay small', () => {
  it(`holds at most ${MAX_FILES_PER_FOLDER} files in any folder`, () => {
    const crowded = [...filesPerFolder()].filter(([, count]) => count > MAX_FILES_PER_FOLDER).map(([folder, count]) => `${folder || '.'}: ${count}`);
    expect(crowded).toEqual([]);
  });
});
