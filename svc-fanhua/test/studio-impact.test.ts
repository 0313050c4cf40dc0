import mongoose from 'mongoose';
import supertest from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProgressResetResponse } from '@citygames/contracts/organizer/progress-reset.schema';
import { StudioDraftResponse, StudioImpactResponse, type StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import { TeamCreateResponse } from '@citygames/contracts/fanhua/teams.schema';
import { createLogger } from '@citygames/service-kit/http/logger';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { AreaTradeModel } from '../src/area-trades/area-trade.model.js';
import { TeamMemberModel } from '../src/teams/team-member.model.js';
import { TradeModel } from '../src/trades/trade.model.js';
import { buildApp } from '../src/app.js';
import { TeamAssetModel } from '../src/assets/team-asset.model.js';
import { importPack } from '../src/content/import-pack.js';
import { TeamModel } from '../src/teams/team.model.js';
import { areaCentre, give, loadTestPack, testPack } from './support/pack-fixtures.js';

useTestDatabase('fanhua_studio_impact');

const keys = createTestKeys();
const api = supertest(buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => new Date('2026-07-12T10:00:00+08:00') }));
const playerAuth = (n: number) =>
  `Bearer ${tokenFor('fanhua', keys.privateKey, { id: `p${n}`, phone: `139${String(n).padStart(8, '0')}`, name: `玩家${n}`, role: 'user' })}`;
let organizer = '';
beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});

async function createTeam(n: number, name: string): Promise<string> {
  const created = await api.post('/api/fanhua/team/create').set('Authorization', playerAuth(n)).send({ name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return TeamCreateResponse.parse(created.body).teamId;
}

/** 拾荒者 traded with area 1 and has an open trade with 守夜人, who traded with no area. */
beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
  await createTeam(1, '拾荒者');
  const nightWatch = await createTeam(3, '守夜人');
  const traded = await api
    .post('/api/fanhua/trade/trade-with-area')
    .set('Authorization', playerAuth(1))
    .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(1), accuracy: 10 });
  expect(traded.status, JSON.stringify(traded.body)).toBe(200);
  await give(nightWatch, [{ type: 'equipment', arg: 'mask', count: 2 }]);
  const offered = await api
    .post('/api/fanhua/trade/create')
    .set('Authorization', playerAuth(1))
    .send({
      to_team_id: nightWatch,
      items: [
        { type: 'equipment', arg: 'mask', count: 1 },
        { type: 'food', arg: 'bread', count: -1 },
      ],
      msg: '',
    });
  expect(offered.status, JSON.stringify(offered.body)).toBe(201);
});

const studio = (method: 'get' | 'post' | 'put', path: string) => api[method](`/api/fanhua/organizer/studio${path}`).set('Authorization', organizer);
type Area = { id: number; rewards: { id: string; gives: { count: number }[] }[] };

async function liveDraft(): Promise<StudioDraftView> {
  return StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
}
async function saveAreas(draft: StudioDraftView, entries: unknown[]) {
  const saved = await studio('put', '/draft').send({ changes: [{ item: 'areas', entries }] });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
const impact = async () => StudioImpactResponse.parse((await studio('get', '/impact').expect(200)).body);

describe('fanhua: what a publish does to the teams playing', () => {
  it('a team that traded with an area whose reward changes keeps what it got and cannot trade there again; open trades are untouched', async () => {
    const draft = await liveDraft();
    const area1 = (draft.pack.areas as Area[]).find((area) => area.id === 1)!;
    const richer = { ...area1, rewards: area1.rewards.map((group) => (group.id === 'free' ? { ...group, gives: [{ ...group.gives[0]!, count: 5 }] } : group)) };
    await saveAreas(draft, [
      { id: '1', baseVersion: draft.lists!.areas!.entries['1'], value: richer },
      { id: '5', baseVersion: draft.lists!.areas!.entries['5'], remove: true },
    ]);
    const answer = await impact();
    expect(answer.summary).toContain('移除 1 个、奖励或效果改变 1 个');
    // 守夜人 only holds what it was given and has an open offer: no real progress.
    expect(answer.summary).toContain('名单不变（2 支队伍），有进度的 1 支队伍');
    expect(answer.teams).toEqual([{ team: '拾荒者', effect: '交易过的区域 1「区域1」的奖励或效果改变：已得的保留，不能再按新的交易' }]);
    expect(answer.notes).toEqual(['进行中的队伍间交易 1 笔：导入不改动队伍间交易和资产，它们照常确认或取消。']);
  });

  it('a team that traded with an area the draft removes is named; an unchanged draft affects no team', async () => {
    const draft = await liveDraft();
    expect((await impact()).teams).toEqual([]);
    await saveAreas(draft, [{ id: '1', baseVersion: draft.lists!.areas!.entries['1'], remove: true }]);
    expect((await impact()).teams).toEqual([{ team: '拾荒者', effect: '交易过的区域 1「区域1」将被移除（所得和交易记录保留）' }]);
  });

  it('an import with changed rewards, reordered, added and removed areas keeps every team, its assets, area trades and open trades', async () => {
    const assetsBefore = await TeamAssetModel.find({}, { _id: 0, teamId: 1, type: 1, arg: 1, count: 1 }).sort({ teamId: 1, type: 1, arg: 1 }).lean();
    const pack = testPack();
    const areas = pack.areas
      .filter((area) => area.id !== 5)
      .map((area) => (area.id === 1 ? { ...area, name: '区域1（改名）', rewards: area.rewards.map((group) => ({ ...group, text: '改过的说明' })) } : area))
      .reverse();
    await importPack({ ...pack, areas: [...areas, { ...pack.areas[0]!, id: 7, name: '新区域', rewards: [] }] }, new Date());
    expect(await TeamModel.countDocuments()).toBe(2);
    expect(await AreaTradeModel.countDocuments()).toBe(1);
    expect(await TradeModel.countDocuments({ status: 'pending' })).toBe(1);
    expect(await TeamAssetModel.find({}, { _id: 0, teamId: 1, type: 1, arg: 1, count: 1 }).sort({ teamId: 1, type: 1, arg: 1 }).lean()).toEqual(assetsBefore);
  });

  it('resetting all progress is its own audited action: every team back to a new team, members kept', async () => {
    const refused = await api.post('/api/fanhua/organizer/progress/reset').set('Authorization', organizer).send({});
    expect(refused.status).toBe(400);
    expect(await AreaTradeModel.countDocuments()).toBe(1);
    const reset = await api.post('/api/fanhua/organizer/progress/reset').set('Authorization', organizer).send({ confirm: '清空全部进度' });
    expect(ProgressResetResponse.parse(reset.body)).toMatchObject({ ok: true, teams: 2 });
    expect(await AreaTradeModel.countDocuments()).toBe(0);
    expect(await TradeModel.countDocuments({ status: 'pending' })).toBe(0);
    expect(await TeamMemberModel.countDocuments()).toBe(2);
    await liveDraft();
    expect((await impact()).summary).toContain('有进度的 0 支队伍');
  });
});
