import { AwakeningResponse, SpecialActionResponse, TalentAllocateResponse } from '@citygames/contracts/fanhua/areas.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { areaCentre, createTeam, give, holdings, loadTestPack } from './support/pack-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_rules_awakening');

const api = createTestApp({ now: () => new Date('2026-07-12T10:00:00+08:00') });
const [alice, bob, carol, dave] = [player(1), player(2), player(3), player(4)];
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
const status = async (who = alice) => AwakeningResponse.parse((await api.get('/api/fanhua/area/awakening').set('Authorization', who.auth)).body);
const awakened = async (who = alice) => (await status(who)).awakened;
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

  it("names the members who took part in another team's awakening, so the screen does not offer it", async () => {
    expect(await status()).toMatchObject({ awakened: false, blocked_by: [] });
    const side = await createTeam(api, carol, '流浪者', [dave]);
    const sideAwakening = await api
      .post('/api/fanhua/area/allocate')
      .set('Authorization', carol.auth)
      .send({ allocations: [{ teamId: side, type: 'luck', count: 30 }] });
    expect(sideAwakening.status).toBe(200);
    expect(await status(dave)).toMatchObject({ team_id: side, awakened: true, blocked_by: [] });

    for (const hopper of [dave, carol]) {
      expect((await api.post('/api/fanhua/team/exit').set('Authorization', hopper.auth).send({})).status).toBe(200);
    }
    const invite = await api.get('/api/fanhua/team/current').set('Authorization', alice.auth);
    const inviteCode = (invite.body as { team: { invite_code: string } }).team.invite_code;
    for (const hopper of [dave, carol]) {
      expect((await api.post('/api/fanhua/team/join').set('Authorization', hopper.auth).send({ inviteCode })).status).toBe(200);
    }

    expect(await status(bob)).toEqual({ success: true, team_id: team, awakened: false, blocked_by: ['玩家4', '玩家3'] });
    const refused = await allocate(alice, split);
    expect(refused.status).toBe(409);
    expect(refusal(refused).error).toBe('AWAKENING_EARNED_ELSEWHERE');
  });

  it('tells a player without a team to join one first', async () => {
    const res = await api.get('/api/fanhua/area/awakening').set('Authorization', player(3).auth);
    expect(res.status).toBe(404);
    expect(refusal(res).error).toBe('NO_TEAM');
  });
});
