import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { SpecialActionResponse, TalentAllocateResponse } from '@citygames/contracts/fanhua/areas.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { EventSettingsModel } from '../src/content/event-settings.model.js';
import { areaCentre, createTeam, give, holdings, loadTestPack, northOf } from './support/pack-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_talents');

let clock = new Date('2026-07-12T10:00:00+08:00');
let randomValues: number[] = [];
const api = createTestApp({ now: () => clock, random: () => randomValues.shift() ?? 0.5 });
const [alice, bob, carol] = [player(1), player(2), player(3)];
let team: string;

beforeEach(async () => {
  await clearDatabase();
  clock = new Date('2026-07-12T10:00:00+08:00');
  randomValues = [];
  await loadTestPack();
  team = await createTeam(api, alice, '拾荒者', [bob]);
});

const allocate = (who: typeof alice, allocations: { type: string; count: number; teamId?: string }[], extra: Record<string, unknown> = {}) =>
  api
    .post('/api/fanhua/area/allocate')
    .set('Authorization', who.auth)
    .send({ allocations: allocations.map((a) => ({ teamId: team, ...a })), ...extra });

const special = (who: typeof alice, areaId: number, position = areaCentre(areaId)) =>
  api
    .post('/api/fanhua/area/special-action')
    .set('Authorization', who.auth)
    .send({ area_id: areaId, ...position, accuracy: 15 });

describe('talent awakening', () => {
  it('distributes exactly 30 points once', async () => {
    const res = await allocate(alice, [
      { type: 'intelligence', count: 15 },
      { type: 'strength', count: 5 },
      { type: 'luck', count: 10 },
    ]);
    expect(TalentAllocateResponse.parse(res.body)).toMatchObject({
      success: true,
      message: '天赋分配成功！',
      talents: { intelligence: 15, strength: 5, luck: 10 },
    });
    expect(await holdings(team)).toEqual({ intelligence: 15, strength: 5, luck: 10 });
    const again = await allocate(bob, [{ type: 'luck', count: 30 }]);
    expect(again.status).toBe(409);
    expect(refusal(again).message).toBe('天赋已经觉醒过了');
    // the organiser's feed has the awakening, once
    const awakenings = await ActivityEvent.find({ kind: 'awakening' }).lean();
    expect(awakenings).toHaveLength(1);
    expect(awakenings[0]!.summary).toMatch(/觉醒了天赋，获得 .*×15/);
  });

  it('accepts only non-zero differences that reach 30 (e.g. 30/0/0)', async () => {
    const res = await allocate(alice, [{ type: 'strength', count: 30 }]);
    expect(TalentAllocateResponse.parse(res.body).talents).toEqual({ intelligence: 0, strength: 30, luck: 0 });
    expect(await holdings(team)).toEqual({ strength: 30 });
  });

  it('refuses a total other than 30 and negative talents with their Chinese messages', async () => {
    const short = await allocate(alice, [
      { type: 'intelligence', count: 10 },
      { type: 'strength', count: 10 },
      { type: 'luck', count: 9 },
    ]);
    expect(short.status).toBe(400);
    expect(refusal(short).message).toBe('天赋总和必须为30点！');
    const negative = await allocate(alice, [
      { type: 'intelligence', count: 35 },
      { type: 'luck', count: -5 },
    ]);
    expect(refusal(negative).message).toBe('天赋不能为负数！');
    const notTalent = await allocate(alice, [{ type: 'money', count: 30 }]);
    expect(notTalent.status).toBe(400);
    expect(await holdings(team)).toEqual({});
  });

  it('accepts only one of two parallel awakenings', async () => {
    const results = await Promise.all([allocate(alice, [{ type: 'intelligence', count: 30 }]), allocate(bob, [{ type: 'luck', count: 30 }])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const talents = await holdings(team);
    expect(Object.values(talents).reduce((a, b) => a + b, 0)).toBe(30);
  });

  it("refuses another team's id in the allocations", async () => {
    const other = await createTeam(api, carol, '流浪者');
    const res = await allocate(alice, [{ type: 'luck', count: 30, teamId: other }]);
    expect(res.status).toBe(403);
  });
});

describe('special areas', () => {
  beforeEach(async () => {
    await allocate(alice, [
      { type: 'intelligence', count: 10 },
      { type: 'strength', count: 10 },
      { type: 'luck', count: 10 },
    ]);
  });

  it('add raises the talent by the area value, once per team', async () => {
    const res = await special(alice, 2);
    expect(SpecialActionResponse.parse(res.body)).toMatchObject({
      success: true,
      message: '天赋操作成功！',
      effect: 'add',
      traded_reward: { spent: [], gained: [{ type: 'intelligence', arg: '', count: 10 }] },
    });
    expect(refusal(await special(bob, 2)).error).toBe('AREA_ALREADY_TRADED');
    expect(await holdings(team)).toEqual({ intelligence: 20, strength: 10, luck: 10 });
  });

  it('exchange pays 2 and gains the increment, and refuses without 2 to pay', async () => {
    const res = await special(alice, 3);
    expect(SpecialActionResponse.parse(res.body).traded_reward).toEqual({
      spent: [{ type: 'strength', arg: '', count: 2 }],
      gained: [{ type: 'luck', arg: '', count: 15 }],
    });
    expect(await holdings(team)).toEqual({ intelligence: 10, strength: 8, luck: 25 });

    const poor = await createTeam(api, carol, '穷队');
    await give(poor, [{ type: 'strength', count: 1 }]);
    const refused = await special(carol, 3);
    expect(refused.status).toBe(409);
    expect(refusal(refused).message).toBe('力量不足，需要 2');
    expect(await holdings(poor)).toEqual({ strength: 1 });
  });

  it('bless rolls on the server: re-rolls until the sum is at least 5', async () => {
    // uniformInt(-8..15) = -8 + floor(r * 24): first roll -8,-8,-8 (sum -24) is rejected, then 15, -8, 0.
    randomValues = [0, 0, 0, 0.99, 0, 8 / 24];
    const res = await special(alice, 5);
    expect(SpecialActionResponse.parse(res.body).traded_reward).toEqual({
      spent: [{ type: 'strength', arg: '', count: 8 }],
      gained: [{ type: 'intelligence', arg: '', count: 15 }],
    });
    expect(await holdings(team)).toEqual({ intelligence: 25, strength: 2, luck: 10 });
  });

  it('bless never takes a talent below 0', async () => {
    const poor = await createTeam(api, carol, '穷队');
    await give(poor, [{ type: 'luck', count: 3 }]);
    randomValues = [0.99, 0.99, 0];
    const res = await special(carol, 5);
    expect(SpecialActionResponse.parse(res.body).effect).toBe('bless');
    expect(await holdings(poor)).toEqual({ intelligence: 15, strength: 15 });
  });

  it('shuffle reallocates with a zero sum and no talent below 0, once, in the area', async () => {
    const far = await allocate(
      alice,
      [
        { type: 'intelligence', count: 5 },
        { type: 'luck', count: -5 },
      ],
      { area_id: 4, ...northOf(areaCentre(4), 900), accuracy: 10 },
    );
    expect(refusal(far).error).toBe('NOT_IN_AREA');
    const here = { area_id: 4, ...areaCentre(4), accuracy: 10 };
    const unbalanced = await allocate(alice, [{ type: 'intelligence', count: 5 }], here);
    expect(refusal(unbalanced).message).toBe('天赋变化总和必须为0');
    const negative = await allocate(
      alice,
      [
        { type: 'intelligence', count: 11 },
        { type: 'luck', count: -11 },
      ],
      here,
    );
    expect(refusal(negative).message).toBe('天赋不能为负数！');
    const ok = await allocate(
      alice,
      [
        { type: 'intelligence', count: 10 },
        { type: 'luck', count: -10 },
      ],
      here,
    );
    expect(TalentAllocateResponse.parse(ok.body)).toMatchObject({
      success: true,
      message: '天赋重新分配成功！',
      traded_reward: { spent: [{ type: 'luck', arg: '', count: 10 }], gained: [{ type: 'intelligence', arg: '', count: 10 }] },
    });
    expect(await holdings(team)).toEqual({ intelligence: 20, strength: 10 });
    const twice = await allocate(
      bob,
      [
        { type: 'intelligence', count: -1 },
        { type: 'strength', count: 1 },
      ],
      here,
    );
    expect(refusal(twice).error).toBe('AREA_ALREADY_TRADED');
  });

  it('checks the location and the opening time for special actions', async () => {
    const far = await special(alice, 2, northOf(areaCentre(2), 300));
    expect(refusal(far).error).toBe('NOT_IN_AREA');
    await EventSettingsModel.updateOne({}, { $set: { opensAt: new Date('2026-07-13T09:00:00+08:00') } });
    const early = await special(alice, 2);
    expect(refusal(early).message).toBe('天赋交易将于 2026-07-13 9:00 后开放');
    expect(await holdings(team)).toEqual({ intelligence: 10, strength: 10, luck: 10 });
  });

  it('refuses a special action in a normal area', async () => {
    expect(refusal(await special(alice, 1)).error).toBe('NOT_SPECIAL_AREA');
  });
});
