import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientSession, Types } from 'mongoose';
import type { LedgerClaim } from '../src/assets/team-asset.repository.js';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TEAM_GUARDS, teamGuardVersion } from '../src/guards/team-guard.model.js';
import { areaCentre, createTeam, give, loadTestPack } from './support/pack-fixtures.js';
import { confirmedTrade } from './support/trade-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

/**
 * jongodb runs transactions one at a time, so it cannot show write skew itself. These tests prove
 * the guard instead: each decision that reads some documents and writes others also writes the
 * team's guard document, so on MongoDB any two of them conflict and one is retried.
 */
useTestDatabase('fanhua_rules_guards');

const api = createTestApp({ now: () => new Date('2026-07-12T10:00:00+08:00') });
const [alice, bob] = [player(1), player(2)];
let teamA: string;
let teamB: string;

beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
  teamA = await createTeam(api, alice, '拾荒者');
  teamB = await createTeam(api, bob, '守夜人');
  await give(teamA, [
    { type: 'intelligence', count: 12 },
    { type: 'food', arg: 'bread', count: 5 },
    { type: 'food', arg: 'water', count: 5 },
  ]);
  await give(teamB, [{ type: 'equipment', arg: 'mask', count: 3 }]);
});

const ledgerOf = (team: string) => teamGuardVersion(team, TEAM_GUARDS.ledger);
// Checked by the type checker (npm test runs it): a claim written by hand is not a LedgerClaim, so every
// asset change goes through claimLedger, which writes the guard.
type HandMadeClaim = { teamId: Types.ObjectId; session: ClientSession } extends LedgerClaim ? 'accepted' : 'refused';
const handMadeClaim: HandMadeClaim = 'refused';
void handMadeClaim;
/** Alice's team takes area 1's `deal` reward: its conds read intelligence, it pays bread and water. */
const takeDealReward = () =>
  api
    .post('/api/fanhua/trade/trade-with-area')
    .set('Authorization', alice.auth)
    .send({ area_id: 1, reward_id: 'deal', ...areaCentre(1), accuracy: 10 });

describe('decisions on a team’s assets write its ledger guard', () => {
  it('an area reward whose conds read intelligence and a team trade spending that intelligence both write the same document', async () => {
    const before = await ledgerOf(teamA);
    const reward = await takeDealReward();
    expect(reward.status, JSON.stringify(reward.body)).toBe(200);
    const afterReward = await ledgerOf(teamA);
    expect(afterReward).toBeGreaterThan(before);

    const tradeId = await confirmedTrade(api, alice, teamB, [
      { type: 'equipment', arg: 'mask', count: 1 },
      { type: 'intelligence', arg: null, count: -12 },
    ]);
    const beforeB = await ledgerOf(teamB);
    const accepted = await api.post(`/api/fanhua/trade/accept/${tradeId}`).set('Authorization', bob.auth);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await ledgerOf(teamA)).toBeGreaterThan(afterReward);
    expect(await ledgerOf(teamB)).toBeGreaterThan(beforeB);
  });

  it('a transaction writes the ledger guard once, however many steps of it need the guard', async () => {
    const before = await ledgerOf(teamA);
    const reward = await takeDealReward();
    expect(reward.status, JSON.stringify(reward.body)).toBe(200);
    // Claimed before the conds are read; the asset changes reuse that claim instead of writing the guard again.
    expect(await ledgerOf(teamA)).toBe(before + 1);
  });

  it('a refused reward (conds not met) changes nothing, its guard claim included: the transaction aborted', async () => {
    await give(teamA, [{ type: 'intelligence', count: -12 }]);
    const before = await ledgerOf(teamA);
    const refused = await takeDealReward();
    expect(refused.status).toBe(409);
    expect(refusal(refused).error).toBe('CONDS_NOT_MET');
    // Aborted: the claim rolled back with the rest.
    expect(await ledgerOf(teamA)).toBe(before);
  });

  it('special areas, grants and the awakening write the ledger guard too', async () => {
    const before = await ledgerOf(teamA);
    const special = await api
      .post('/api/fanhua/area/special-action')
      .set('Authorization', alice.auth)
      .send({ area_id: 2, ...areaCentre(2), accuracy: 10 });
    expect(special.status).toBe(200);
    const afterSpecial = await ledgerOf(teamA);
    expect(afterSpecial).toBeGreaterThan(before);
    const awakened = await api
      .post('/api/fanhua/area/allocate')
      .set('Authorization', alice.auth)
      .send({ allocations: [{ teamId: teamA, type: 'luck', count: 30 }] });
    expect(awakened.status).toBe(200);
    expect(await ledgerOf(teamA)).toBeGreaterThan(afterSpecial);
  });
});

describe('the cap of 20 open trades', () => {
  it('every creation writes the team’s trade-desk guard, and the 21st open trade is refused', async () => {
    const create = () =>
      api
        .post('/api/fanhua/trade/create')
        .set('Authorization', alice.auth)
        .send({ to_team_id: teamB, items: [{ type: 'equipment', arg: 'mask', count: 1 }] });
    for (let i = 1; i <= 20; i += 1) {
      expect((await create()).status).toBe(201);
      expect(await teamGuardVersion(teamA, TEAM_GUARDS.tradeDesk)).toBe(i);
    }
    const refused = await create();
    expect(refused.status).toBe(409);
    expect(refusal(refused).error).toBe('TOO_MANY_OPEN_TRADES');
  });
});
