import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureCli } from '@citygames/service-kit/testing/cli-io';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { readDemoPack, seedDemoPack } from '../src/content/demo-pack.js';
import { readDemoRoster } from '../src/teams/demo-roster.js';
import { importPack } from '../src/content/import-pack.js';
import { validatePack, type EventPack } from '../src/content/pack-schema.js';
import { runImportPack } from '../src/cli/import-pack-command.js';
import { runTeamCommand } from '../src/cli/team-command.js';
import { Membership } from '../src/teams/membership.model.js';
import { Team } from '../src/teams/team.model.js';
import { AreaVisit } from '../src/areas/area-visit.model.js';
import { TeamTaskState } from '@citygames/task-engine/data-access/team-task-state-model';
import { createPilotshTestApp, importDemoPack, PLAYER1 } from './support/pilotsh-test-app.js';
import { createLogger } from '@citygames/service-kit/http/logger';

useTestDatabase('pilotsh_import');
beforeEach(clearDatabase);

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const io = () => captureCli();

describe('the demo pack', () => {
  it('is valid and playable: 4 areas with codes, 12 tasks, 3 puzzles; the three demo teams are a roster of their own', async () => {
    const result = validatePack(await readDemoPack());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pack.areas.map((area) => area.code)).toEqual(['ZL1024', 'MT2048', 'WT3072', 'GX4096']);
    expect(result.pack.tasks).toHaveLength(12);
    expect(result.pack.puzzles.map((puzzle) => puzzle.kind)).toEqual(['city', 'dice', 'sudoku']);
    expect((await readDemoRoster()).map((team) => [team.name, team.leader.phone, team.members.map((member) => member.phone)])).toEqual([
      ['演示一队', '13800000001', ['13800000002']],
      ['演示二队', '13800000003', ['13800000004']],
      ['演示三队', '13800000005', ['13800000006']],
    ]);
    expect(result.pack.banPolicy).toEqual({ maxWrongAttempts: 5, banSeconds: 120 });
  });

  it('SEED_DEMO loads it and the demo roster once and never replaces a loaded pack', async () => {
    const logger = createLogger('test');
    await seedDemoPack(logger);
    await seedDemoPack(logger);
    expect(await Team.countDocuments()).toBe(3);
    expect(await Membership.countDocuments()).toBe(6);
  });
});

describe('pack validation', () => {
  it('lists every error with its path', async () => {
    const pack = clone(await readDemoPack()) as EventPack;
    pack.areas[1]!.code = 'zl1024';
    pack.tasks[3]!.areaSeq = 9;
    pack.tasks[4]!.id = pack.tasks[0]!.id;
    const sudoku = pack.puzzles[2];
    if (sudoku?.kind !== 'sudoku') throw new Error('the demo pack has its sudoku third');
    sudoku.redCells[0] = { row: 0, col: 0 };
    pack.startAreaSeq = 7;
    const result = validatePack(pack);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPath = Object.fromEntries(result.issues.map((error) => [error.path, error.message]));
    expect(byPath['areas.1.code']).toContain('重复');
    expect(byPath['tasks.3.areaSeq']).toContain('没有序号为 9 的区域');
    expect(byPath['tasks.4.id']).toContain('重复');
    expect(byPath['puzzles.2.redCells.0']).toContain('必须是空格');
    expect(byPath.startAreaSeq).toContain('7');
  });

  it('reports structural errors with their paths in Chinese', () => {
    const result = validatePack({
      version: 1,
      event: { name: '' },
      startAreaSeq: 1,
      areas: [{ seq: 1, name: '甲', description: '乙', pos: '丙', code: 'A B' }],
      tasks: [{ id: 't', areaSeq: 1, name: '任务', answers: [] }],
      puzzles: [
        { kind: 'dice', areaSeq: 1, puzzleUrl: 'x', title: 't', intro: 'i', imageUrl: 'https://cdn.example/dice.png', imageAlt: 'a', instruction: 'i' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['event.name', 'areas.0.code', 'tasks.0.answers', 'puzzles.0.puzzleUrl', 'puzzles.0.imageUrl']));
    for (const error of result.issues) expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('importing', () => {
  it('keeps every team and its progress by stable ids: changed texts and answers, added and reordered tasks, the roster untouched', async () => {
    await importDemoPack();
    const t = createPilotshTestApp();
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-1', answer: '雾港云川' })).status).toBe(200);
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-2', answer: '不对' })).status).toBe(200);
    const pack = clone(await readDemoPack()) as EventPack;
    pack.event.name = '第二场活动';
    pack.tasks[0]!.name = '来处与去处（改）';
    pack.tasks[0]!.answers = ['新的答案'];
    pack.tasks.reverse();
    pack.tasks.push({ ...pack.tasks[0]!, id: 'T1-9', name: '新加的任务' });
    const result = await importPack(pack);
    expect(result.ok && result.summary).toMatchObject({ event: '第二场活动', removed: { taskIds: [], areaSeqs: [] } });
    expect(await Team.countDocuments()).toBe(3);
    const progress = (await t.get('/api/pilotsh/tasks/progress', PLAYER1)).body.taskProgress as { taskId: string; completed: boolean; attemptCount: number }[];
    expect(progress.find((task) => task.taskId === 'T1-1')).toMatchObject({ completed: true });
    expect(progress.find((task) => task.taskId === 'T1-2')).toMatchObject({ completed: false, attemptCount: 1 });
    expect((await t.get('/api/pilotsh/area/current', '13800000003')).status).toBe(200);
  });

  it('drops only what hangs on a removed task or area: its solves, its visits, and a team standing there goes back to the start', async () => {
    await importDemoPack();
    const t = createPilotshTestApp();
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-1', answer: '雾港云川' })).status).toBe(200);
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-2', answer: '不对' })).status).toBe(200);
    const team = (await Team.findOne({ name: '演示二队' }).lean())!;
    await Team.updateOne({ _id: team._id }, { $set: { currentAreaSeq: 4 } });
    await AreaVisit.create({ teamId: team._id, areaSeq: 4, visitedAt: new Date() });
    const pack = clone(await readDemoPack()) as EventPack;
    pack.areas = pack.areas.filter((area) => area.seq !== 4);
    pack.tasks = pack.tasks.filter((task) => task.areaSeq !== 4 && task.id !== 'T1-2');
    pack.puzzles = pack.puzzles.filter((puzzle) => puzzle.areaSeq !== 4);
    const result = await importPack(pack);
    expect(result.ok && result.summary.removed).toEqual({ taskIds: ['T1-2'], areaSeqs: [4] });
    const progress = (await t.get('/api/pilotsh/tasks/progress', PLAYER1)).body.taskProgress as { taskId: string; completed: boolean }[];
    expect(progress.find((task) => task.taskId === 'T1-1')).toMatchObject({ completed: true });
    expect(await TeamTaskState.countDocuments({ taskId: 'T1-2' })).toBe(0);
    const moved = (await Team.findById(team._id).lean())!;
    expect(moved.currentAreaSeq).toBe(1);
    expect((await AreaVisit.find({ teamId: team._id }).lean()).map((visit) => visit.areaSeq)).toEqual([1]);
  });

  it('leaves the current event alone when the new pack is invalid', async () => {
    await importDemoPack();
    const result = await importPack({ version: 1 });
    expect(result.ok).toBe(false);
    expect(await Team.countDocuments()).toBe(3);
  });
});

describe('the import command', () => {
  it('checks a file and lists the errors with their paths', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilotsh-pack-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ version: 1, event: { name: '活动' }, startAreaSeq: 1, areas: [], tasks: [] }));
    const run = io();
    expect(await runImportPack(['--check', file], run.io)).toBe(1);
    expect(run.err.join('\n')).toContain('areas：至少需要一个区域');

    writeFileSync(file, '{ not json');
    const broken = io();
    expect(await runImportPack([file], broken.io)).toBe(1);
    expect(broken.err.join('\n')).toContain('不是合法的 JSON');
  });

  it('imports the demo pack into the database', async () => {
    const run = io();
    expect(await runImportPack(['--demo'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('4 个区域、12 个任务、3 个谜题。各队进度保留');
  });

  it('says where the database is missing', async () => {
    const run = io();
    const code = await runImportPack(['--demo'], { ...run.io, env: { DATA_DIR: '/nonexistent-dir' }, withDatabase: undefined });
    expect(code).toBe(1);
    expect(run.err.join('\n')).toContain('npm start');
  });
});

describe('the team command', () => {
  it('creates a team with members in one command, standing in the start area', async () => {
    await importDemoPack();
    const run = io();
    const code = await runTeamCommand(
      ['create', '--name', '临时四队', '--description', '现场组队', '--leader', '13900000001:小王', '--member', '13900000002:小李'],
      run.io,
    );
    expect(run.err).toEqual([]);
    expect(code).toBe(0);
    const t = createPilotshTestApp();
    const status = await t.get('/api/pilotsh/team/status', '13900000001');
    expect(status.body.status).toMatchObject({ teamName: '临时四队', isLeader: true, currentAreaSeq: 1 });
    expect((await t.get('/api/pilotsh/area/current', '13900000002')).body.seq).toBe(1);

    const more = io();
    expect(await runTeamCommand(['add-member', '--team', '临时四队', '--member', '13900000003:小赵'], more.io)).toBe(0);
    expect((await t.get('/api/pilotsh/team/status', '13900000003')).body.status.teamName).toBe('临时四队');
  });

  it('refuses a phone that is already in a team and bad arguments', async () => {
    await importDemoPack();
    const clash = io();
    expect(await runTeamCommand(['create', '--name', '冲突队', '--description', 'x', '--leader', '13800000001:玩家1'], clash.io)).toBe(1);
    expect(clash.err.join('\n')).toContain('13800000001');
    const bad = io();
    expect(await runTeamCommand(['create', '--name', '坏队', '--leader', '123:某人'], bad.io)).toBe(1);
    expect(bad.err.join('\n')).toContain('leader.phone');
    const unknown = io();
    expect(await runTeamCommand(['dance'], unknown.io)).toBe(2);
  });

  it('adds all members or none', async () => {
    await importDemoPack();
    const twice = io();
    const code = await runTeamCommand(['add-member', '--team', '演示一队', '--member', '13900000007:小周', '--member', '13900000007:小吴'], twice.io);
    expect(code).toBe(1);
    expect(twice.err.join('\n')).toContain('未做改动');
    expect(await Membership.countDocuments({ phone: '13900000007' })).toBe(0);
  });
});
