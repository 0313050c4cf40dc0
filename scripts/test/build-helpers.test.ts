import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runPool } from '../lib/processes.mjs';
import { isStale, newestMtime } from '../lib/stale.mjs';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'citygames-scripts-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function touch(path: string, secondsAgo: number): void {
  writeFileSync(path, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

describe('stale builds', () => {
  it('is stale when the output is missing or a source is newer; ignores dist and node_modules', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
    mkdirSync(join(dir, 'dist'));
    mkdirSync(join(dir, 'node_modules'));
    touch(join(dir, 'src', 'deep', 'a.ts'), 100);
    const output = join(dir, 'dist', 'index.html');
    expect(isStale(output, [dir])).toBe(true);
    touch(output, 50);
    touch(join(dir, 'node_modules', 'newer.js'), 1);
    expect(isStale(output, [dir])).toBe(false);
    touch(join(dir, 'src', 'deep', 'b.ts'), 10);
    expect(isStale(output, [dir])).toBe(true);
  });

  it('takes the newest time over several inputs and ignores missing ones', () => {
    const dir = tempDir();
    touch(join(dir, 'old'), 100);
    touch(join(dir, 'new'), 5);
    expect(newestMtime([join(dir, 'old'), join(dir, 'new'), join(dir, 'missing')])).toBeGreaterThan(Date.now() - 6000);
    expect(newestMtime([join(dir, 'missing')])).toBe(0);
  });
});

describe('runPool', () => {
  it('never runs more jobs at once than the limit and runs them all', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const jobs = [0, 1, 2, 3, 4].map((n) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      done.push(n);
    });
    await runPool(2, jobs);
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('finishes the other jobs, then reports the first failure', async () => {
    const done: string[] = [];
    await expect(
      runPool(2, [
        async () => {
          throw new Error('shell 构建失败');
        },
        async () => void done.push('mf-pilotsh'),
        async () => void done.push('mf-fanhua'),
      ]),
    ).rejects.toThrow('shell 构建失败');
    expect(done).toEqual(['mf-pilotsh', 'mf-fanhua']);
  });
});
