import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { z } from 'zod';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StudioDraftResponse, StudioSaveConflict, type StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import type { PackImportCommand } from '../content/content-pack.js';
import { createErrorHandler } from '../../http/error-handler.js';
import { createLogger } from '../../http/logger.js';
import { organizerGameRouter } from '../console/organizer-game-router.js';
import { addStudioRoutes } from './organizer-studio-routes.js';
import { clearDatabase, useTestDatabase } from '../../testing/test-database.js';
import { createTestKeys } from '../../testing/test-keys.js';
import { signInTestOrganizer } from '../../testing/test-organizer.js';

useTestDatabase('kit_studio_entries');

const packSchema = z.object({
  event: z.object({ name: z.string() }).meta({ title: '活动' }),
  tasks: z.array(z.object({ id: z.string(), name: z.string() })).meta({ title: '任务' }),
  areas: z.array(z.object({ seq: z.number(), name: z.string() })).meta({ title: '区域' }),
});
type Pack = z.infer<typeof packSchema>;
const demo: Pack = {
  event: { name: '演示' },
  tasks: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((id) => ({ id, name: `任务 ${id}` })),
  areas: [1, 2, 3].map((seq) => ({ seq, name: `区域 ${seq}` })),
};
const command: PackImportCommand<Pack> = {
  game: 'pilotsh',
  effect: '替换全部内容',
  demoPack: () => demo,
  check: (input) => {
    const parsed = packSchema.safeParse(input);
    return parsed.success ? { ok: true, pack: parsed.data } : { ok: false, issues: [{ path: '(整个文件)', message: '不对' }] };
  },
  importPack: async () => '已导入',
};
const keys = createTestKeys();
const app = express()
  .use(
    organizerGameRouter({
      game: 'pilotsh',
      publicKey: keys.publicKey,
      now: () => new Date('2026-05-01T02:00:00Z'),
      summary: async () => ({ teams: 0, playersInTeams: 0, pack: null }),
      results: { scoreName: '分数', read: async () => [] },
      extend: (api) =>
        addStudioRoutes(api, { command, schema: packSchema, livePack: async () => null, emptyPack: () => ({}), now: () => new Date('2026-05-01T02:00:00Z') }),
    }),
  )
  .use(createErrorHandler(createLogger('kit-studio-entries-test')));

const organizers: string[] = [];
beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  for (const name of ['组织者甲', '组织者乙', '组织者丙']) organizers.push((await signInTestOrganizer(keys.privateKey, name)).authorization);
});
beforeEach(() => clearDatabase());

const base = '/api/pilotsh/organizer/studio';
const start = async () =>
  StudioDraftResponse.parse((await request(app).post(`${base}/draft`).set('Authorization', organizers[0]!).send({ from: 'demo' }).expect(201)).body).draft!;
const current = async () => StudioDraftResponse.parse((await request(app).get(`${base}/draft`).set('Authorization', organizers[0]!).expect(200)).body).draft!;
const put = (changes: unknown[], by = 0) =>
  request(app)
    .put(`${base}/draft`)
    .set('Authorization', organizers[by % organizers.length]!)
    .send({ changes });
const versionOf = (draft: StudioDraftView, id: string, item = 'tasks') => draft.lists![item]!.entries[id]!;
const rename = (draft: StudioDraftView, id: string, name: string) => ({ id, baseVersion: versionOf(draft, id), value: { id, name } });
const tasksOf = (draft: StudioDraftView) => draft.pack.tasks as Pack['tasks'];

describe('the studio draft, versioned per entry', () => {
  it('keeps the named lists entry by entry and other items whole', async () => {
    const draft = await start();
    expect(draft.pack).toEqual(demo);
    expect(Object.keys(draft.lists!).sort()).toEqual(['areas', 'tasks']);
    expect(draft.lists!.areas!.key).toBe('seq');
    expect(Object.keys(draft.lists!.tasks!.entries)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    // Stored without any of the pack's names as field names.
    const stored = await mongoose.connection.collection('content_drafts').findOne({});
    expect(JSON.stringify(Object.keys((stored!.lists as { tasks: { entries: object } }).tasks.entries))).not.toContain('T1');
  });

  it('many organisers saving different tasks at once: every save lands and every edit is kept', async () => {
    const draft = await start();
    const ids = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
    const saves = await Promise.all(ids.map((id, n) => put([{ item: 'tasks', entries: [rename(draft, id, `改 ${id}`)] }], n)));
    expect(saves.map((save) => save.status)).toEqual(ids.map(() => 200));
    const stored = await current();
    expect(tasksOf(stored).map((task) => task.name)).toEqual(ids.map((id) => `改 ${id}`));
    expect(stored.version).toBe(draft.version + ids.length);
  });

  it('many saves of the same task from the same version: one lands, the rest are 409 naming the task and who saved it', async () => {
    const draft = await start();
    const saves = await Promise.all(Array.from({ length: 10 }, (_, n) => put([{ item: 'tasks', entries: [rename(draft, 'T2', `第 ${n} 个`)] }], n)));
    expect(saves.map((save) => save.status).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    const winner = saves.find((save) => save.status === 200)!;
    const stored = await current();
    expect(stored).toEqual(StudioDraftResponse.parse(winner.body).draft);
    const refused = StudioSaveConflict.parse(saves.find((save) => save.status === 409)!.body);
    expect(refused.entries).toEqual([{ item: 'tasks', id: 'T2', updatedBy: expect.stringMatching(/^组织者/) }]);
    expect(refused.message).toContain('「任务」里的 T2');
    expect(refused.message).toContain(refused.entries![0]!.updatedBy);
  });

  it('removing a task while another organiser edits it: exactly one of the two lands', async () => {
    for (let round = 0; round < 3; round += 1) {
      await clearDatabase();
      const draft = await start();
      const [removed, edited] = await Promise.all([
        put([{ item: 'tasks', entries: [{ id: 'T3', baseVersion: versionOf(draft, 'T3'), remove: true }] }], 0),
        put([{ item: 'tasks', entries: [rename(draft, 'T3', '改过')] }], 1),
      ]);
      expect([removed.status, edited.status].sort()).toEqual([200, 409]);
      const tasks = tasksOf(await current());
      if (removed.status === 200) expect(tasks.map((task) => task.id)).not.toContain('T3');
      else expect(tasks.find((task) => task.id === 'T3')?.name).toBe('改过');
    }
  });

  it('two organisers adding a task with the same new id: one lands; different new ids both land, in the order saved', async () => {
    const draft = await start();
    const same = await Promise.all(
      [0, 1].map((n) => put([{ item: 'tasks', entries: [{ id: 'T9', baseVersion: 0, value: { id: 'T9', name: `新 ${n}` } }] }], n)),
    );
    expect(same.map((save) => save.status).sort()).toEqual([200, 409]);
    expect(StudioSaveConflict.parse(same.find((save) => save.status === 409)!.body).entries).toEqual([
      { item: 'tasks', id: 'T9', updatedBy: expect.any(String) },
    ]);
    const adds = await Promise.all(
      ['N1', 'N2', 'N3', 'N4'].map((id, n) => put([{ item: 'tasks', entries: [{ id, baseVersion: 0, value: { id, name: id } }] }], n)),
    );
    expect(adds.map((save) => save.status)).toEqual([200, 200, 200, 200]);
    const ids = tasksOf(await current()).map((task) => task.id);
    expect(ids.slice(0, 7)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T9']);
    expect(ids.slice(7).sort()).toEqual(['N1', 'N2', 'N3', 'N4']);
    expect(draft.lists!.tasks!.entries.T9).toBeUndefined();
  });

  it('a reorder and an edit at the same time both land; of two reorders from the same order the later is refused', async () => {
    const draft = await start();
    const reversed = ['T6', 'T5', 'T4', 'T3', 'T2', 'T1'];
    const [reorder, edit] = await Promise.all([
      put([{ item: 'tasks', entries: [], order: { baseVersion: draft.lists!.tasks!.order, ids: reversed } }], 0),
      put([{ item: 'tasks', entries: [rename(draft, 'T1', '改过')] }], 1),
    ]);
    expect([reorder.status, edit.status]).toEqual([200, 200]);
    const stored = await current();
    expect(tasksOf(stored).map((task) => task.id)).toEqual(reversed);
    expect(tasksOf(stored).at(-1)?.name).toBe('改过');
    const again = await put([{ item: 'tasks', entries: [], order: { baseVersion: draft.lists!.tasks!.order, ids: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'] } }], 2);
    expect(again.status).toBe(409);
    expect(StudioSaveConflict.parse(again.body).entries).toEqual([{ item: 'tasks', id: null, updatedBy: expect.any(String) }]);
    const wrongSet = await put([{ item: 'tasks', entries: [], order: { baseVersion: stored.lists!.tasks!.order, ids: ['T1'] } }], 2);
    expect(wrongSet.status).toBe(400);
  });

  it('an entry removed and added again is a new entry: an edit based on the removed one is refused', async () => {
    const draft = await start();
    const removed = StudioDraftResponse.parse(
      (await put([{ item: 'tasks', entries: [{ id: 'T4', baseVersion: versionOf(draft, 'T4'), remove: true }] }]).expect(200)).body,
    ).draft!;
    await put([{ item: 'tasks', entries: [{ id: 'T4', baseVersion: 0, value: { id: 'T4', name: '又加上' } }] }]).expect(200);
    expect((await put([{ item: 'tasks', entries: [rename(draft, 'T4', '旧的')] }], 1)).status).toBe(409);
    expect(removed.lists!.tasks!.entries.T4).toBeUndefined();
    expect(tasksOf(await current()).find((task) => task.id === 'T4')?.name).toBe('又加上');
  });

  it('a whole-item save keeps the versions of entries it did not change, and is refused after an entry changed', async () => {
    const draft = await start();
    const whole = demo.tasks.map((task) => (task.id === 'T1' ? { ...task, name: '整体改' } : task));
    const saved = StudioDraftResponse.parse((await put([{ item: 'tasks', baseVersion: draft.itemVersions.tasks, value: whole }]).expect(200)).body).draft!;
    expect(versionOf(saved, 'T2')).toBe(versionOf(draft, 'T2'));
    expect(versionOf(saved, 'T1')).toBeGreaterThan(versionOf(draft, 'T1'));
    await put([{ item: 'tasks', entries: [rename(saved, 'T2', '逐项改')] }], 1).expect(200);
    expect((await put([{ item: 'tasks', baseVersion: saved.itemVersions.tasks, value: demo.tasks }])).status).toBe(409);
    // Areas are named by seq (numbers): saved entry by entry as text names.
    const area = await put([{ item: 'areas', entries: [{ id: '2', baseVersion: versionOf(draft, '2', 'areas'), value: { seq: 2, name: '改' } }] }]);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    expect((StudioDraftResponse.parse(area.body).draft!.pack.areas as Pack['areas'])[1]).toEqual({ seq: 2, name: '改' });
  });

  it('bad entry changes: 400 with a Chinese message', async () => {
    const draft = await start();
    for (const changes of [
      [{ item: 'tasks', entries: [] }],
      [{ item: 'tasks', entries: [rename(draft, 'T1', 'a'), rename(draft, 'T1', 'b')] }],
      [{ item: 'tasks', entries: [{ id: '', baseVersion: 1, value: {} }] }],
    ]) {
      const answer = await put(changes);
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
