import { AwakeningResponse, SpecialActionResponse, TalentAllocateResponse } from '@citygames/contracts/fanhua/areas.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { areaCentre, createTeam, give, holdings, loadTestPack } from './support/pack-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_rules_awakening');

const api = createTestApp({ now: () => new Date('2026-07-12T10:00:00+08:00') });
const [alice, bob] = [player(1), player(2)];
let team: string;

beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
  team = await createTeam(api, alice, '拾荒者', [bob]);
});

const allocate = (who: typeof alice, allocations: { type: string; count: number }[]) =>
  api
    .post('/api/fanhua/area/allocate')
    .set('Authorization', who.auth)
    .send({ allocations: allocations.map((a) => ({ teamId: team, ...a })) });
const awakened = async (who = alice) => AwakeningResponse.parse((await api.get('/api/fanhua/area/awakening').set('Authorization', who.auth)).body).awakened;
const split = [
  { type: 'intelligence', count: 10 },
  { type: 'strength', count: 10 },
  { type: 'luck', count: 10 },
];

describe('awakening is a one-time event', () => {
  it('adds the 30 points to talents gained before it (a +10 special area, a gift of 1 luck)', async () => {
    const added = await api
      .post('/api/fanhua/area/special-action')
      .set('Authorization', alice.auth)
      .send({ area_id: 2, ...areaCentre(2), accuracy: 15 });
    expect(SpecialActionResponse.parse(added.body).effect).toBe('add');
    await give(team, [{ type: 'luck', count: 1 }]);
    expect(await awakened()).toBe(false);

    const res = await allocate(bob, split);
    expect(res.status).toBe(200);
    expect(TalentAllocateResponse.parse(res.body).talents).toEqual({ intelligence: 20, strength: 10, luck: 11 });
    expect(await holdings(team)).toEqual({ intelligence: 20, strength: 10, luck: 11 });
    expect(await awakened(alice)).toBe(true);
  });

  it('happens once: a team that later holds no talents at all is not offered it again and cannot repeat it', async () => {
    expect((await allocate(alice, split)).status).toBe(200);
    await give(team, [
      { type: 'intelligence', count: -10 },
      { type: 'strength', count: -10 },
      { type: 'luck', count: -10 },
    ]);
    expect(await holdings(team)).toEqual({});
    expect(await awakened()).toBe(true);
    const again = await allocate(alice, split);
    expect(again.status).toBe(409);
    expect(refusal(again)).toMatchObject({ error: 'ALREADY_AWAKENED', message: '天赋已经觉醒过了' });
    expect(await holdings(team)).toEqual({});
  });

  it('tells a player without a team to join one first', async () => {
    const res = await api.get('/api/fanhua/area/awakening').set('Authorization', player(3).auth);
    expect(res.status).toBe(404);
    expect(refusal(res).error).toBe('NO_TEAM');
  });
});
