import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeLastSnapshot, startPeriodicSnapshots } from '../lib/jongodb-snapshots.mjs';
import { freePort } from './free-port.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the snapshot written when a jongodb run stops', () => {
  it('is reported as not written when the database is already gone, never as written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'citygames-final-snapshot-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const snapshots = startPeriodicSnapshots({ uri: `mongodb://127.0.0.1:${await freePort()}/`, dataDir, seconds: 3600, log: (line) => lines.push(line) });
    const last = await snapshots.stop();
    expect(last.outcome).toBe('failed');
    const line = describeLastSnapshot(last, dataDir);
    expect(line).toMatch(/^最后一次快照没有写成（.*ECONNREFUSED.*）：磁盘上没有任何快照，下次启动时数据库为空$/);
    expect(line).not.toContain('已写');
    expect(lines).toEqual([expect.stringMatching(/^写快照失败：/)]);
  });

  it('says what a written snapshot holds', () => {
    expect(describeLastSnapshot({ outcome: 'written', contents: { documents: 42, collections: 7 } }, '/data')).toBe(
      '已写最后一次快照：42 条记录（7 个集合），/data/jongodb-snapshot',
    );
    expect(describeLastSnapshot({ outcome: 'empty' }, '/data')).toBe('没有写最后一次快照：数据库里还没有任何活动数据');
  });
});
