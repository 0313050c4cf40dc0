import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { AREA_ANSWER_MAX_LENGTH, STATION_ANSWER_MAX_LENGTH } from '@citygames/contracts/polish120/x-area.rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { captureCli } from '@citygames/service-kit/testing/cli-io';
import { runImportPack } from '../src/cli/import-pack-command.js';
import { importPack, validatePack } from '../src/content/import-pack.js';
import { loadCurrentPack } from '../src/content/event-pack.repository.js';
import { listRosterTeams } from '../src/teams/team.repository.js';
import { createTestContext } from './support/test-app.js';
import { testPack } from './support/test-pack.js';

useTestDatabase('polish120_import');
const t = createTestContext();

beforeEach(async () => {
  await clearDatabase();
});

describe('event pack import', () => {
  it('lists every schema error with its path', () => {
    const pack = testPack();
    const broken = {
      ...pack,
      format: 'other',
      tasks: [...pack.tasks, { id: 'T1', name: '', descriptionHtml: '<p>x</p>', answers: [], reachesArea: 9 }],
      puzzleCards: [{ code: 'PZA', unlockArea: 2, title: '外链', contentHtml: '<p>x</p>', images: [{ src: 'https://cdn.example.com/a.png', alt: 'a' }] }],
    };
    const result = validatePack(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['format', 'tasks.5.name', 'tasks.5.answers', 'puzzleCards.0.images.0.src']));
    expect(result.issues).toContainEqual({ path: 'format', message: '格式标识必须是 citygames-polish120-pack/1' });
    expect(result.issues.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('refuses X-area answers longer than a player can type, and a roster inside the pack', () => {
    const pack = testPack();
    const stations = { ...pack.xArea.stage2.stations, x1: { ...pack.xArea.stage2.stations.x1, answers: ['站'.repeat(STATION_ANSWER_MAX_LENGTH + 1)] } };
    const broken = {
      ...pack,
      xArea: {
        ...pack.xArea,
        stage1: { ...pack.xArea.stage1, answers: ['区'.repeat(AREA_ANSWER_MAX_LENGTH + 1)] },
        stage2: { ...pack.xArea.stage2, stations },
      },
      teams: [{ id: 'team-a', name: '甲队', members: [{ phone: '13900000001', name: '阿一', leader: true }] }],
    };
    const result = validatePack(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['xArea.stage1.answers.0', 'xArea.stage2.stations.x1.answers.0', '(整个文件)']),
    );
    // The roster lives in teams and memberships: a pack that still carries one is refused.
    expect(result.issues.find((issue) => issue.path === '(整个文件)')?.message).toContain('不认识的内容');
  });

  it('checks cross references once the shape is right', () => {
    const pack = testPack();
    const result = validatePack({
      ...pack,
      tasks: [...pack.tasks, { id: 'T1', name: '重复', descriptionHtml: '<p>x</p>', answers: ['x'], reachesArea: 9 }],
      standalonePuzzles: [{ ...pack.standalonePuzzles![0]!, taskId: 'NOPE' }],
      xArea: { ...pack.xArea, stage0: { introHtml: '<p>x</p>', specialCharacter: '😀' } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: 'tasks.5.id', message: '任务编号 T1 重复' },
        { path: 'tasks.5.reachesArea', message: '没有编号为 9 的区域' },
        { path: 'standalonePuzzles.0.taskId', message: '没有编号为 NOPE 的任务' },
        { path: 'xArea.stage0.specialCharacter', message: '特殊字符 😀 无法用 GBK 编码' },
      ]),
    );
  });

  it('refuses to store an invalid pack and keeps the current one', async () => {
    await importPack(testPack());
    const result = await importPack({ format: 'citygames-polish120-pack/1' });
    expect(result.ok).toBe(false);
    expect((await loadCurrentPack())?.event.name).toBe('测试活动');
  });

  it('keeps every team’s progress; only a removed task takes its solves with it', async () => {
    await t.loadPack();
    await t.startTeam('a1');
    await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T3', answer: '三' }).expect(200);
    await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '12' }).expect(200);
    expect(await TaskSolve.countDocuments()).toBe(2);

    const renamed = testPack({ event: { name: '改名活动', endsAt: '2030-06-01T18:00:00+08:00' } });
    const kept = await importPack({ ...renamed, tasks: [...renamed.tasks].reverse() });
    expect(kept).toMatchObject({ ok: true, summary: { event: '改名活动', removedTasks: [] } });
    expect(await TaskSolve.countDocuments()).toBe(2);
    expect(TeamStatusResponse.parse((await t.get('a1', '/api/polish120/team/status')).body).status.start).toBe(true);

    const withoutT3 = testPack();
    const dropped = await importPack({ ...withoutT3, tasks: withoutT3.tasks.filter((task) => task.id !== 'T3') });
    expect(dropped).toMatchObject({ ok: true, summary: { removedTasks: ['T3'] } });
    expect((await TaskSolve.find().lean()).map((solve) => solve.taskId)).toEqual(['T1']);
    expect(TeamStatusResponse.parse((await t.get('a1', '/api/polish120/team/status')).body).status.start).toBe(true);
  });
});

describe('the import command', () => {
  it('imports the demo event, leaving the roster as it is and keeping every team’s progress', async () => {
    await t.loadPack();
    await t.startTeam('a1');
    await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T3', answer: '三' }).expect(200);
    const run = captureCli();
    expect(await runImportPack(['--demo'], run.io)).toBe(0);
    expect(run.out[0]).toMatch(/^已导入“城南寻迹 · 演示活动”：\d+ 个任务，.*队伍进度已保留，删掉的任务 T3 的完成记录已去掉。$/);
    expect((await listRosterTeams()).map((team) => team.id)).toEqual(['team-a', 'team-b']);
    expect((await loadCurrentPack())?.event.name).toBe('城南寻迹 · 演示活动');
    // The demo has no task T3: the team's solve of it went with it.
    expect(await TaskSolve.countDocuments()).toBe(0);
  });

  it('lists the problems of a broken pack with their paths and keeps the current one', async () => {
    await t.loadPack();
    const run = captureCli();
    const pack = { ...testPack(), format: 'other' };
    const file = join(mkdtempSync(join(tmpdir(), 'p120-')), 'pack.json');
    writeFileSync(file, JSON.stringify(pack));
    expect(await runImportPack([file], run.io)).toBe(1);
    expect(run.err).toContain('  format：格式标识必须是 citygames-polish120-pack/1');
    expect((await loadCurrentPack())?.event.name).toBe('测试活动');
  });
});
