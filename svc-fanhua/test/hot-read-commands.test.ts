import { beforeEach, describe, expect, it } from 'vitest';
import { AssetsResponse } from '@citygames/contracts/fanhua/assets.schema';
import { databaseCommandsOf } from '@citygames/service-kit/testing/database-commands';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTeam, give, loadTestPack } from './support/pack-fixtures.js';
import { createTestApp, player, type TestPlayer } from './support/test-app.js';

useTestDatabase('fanhua_hot_reads');

const api = createTestApp();
const [alice, bob] = [player(1), player(2)];
let mine: string;

beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
  mine = await createTeam(api, alice, '甲队');
  await give(mine, [
    { type: 'luck', count: 7 },
    { type: 'food', arg: 'bread', count: 2 },
  ]);
  await give(await createTeam(api, bob, '乙队'), [{ type: 'luck', count: 1 }]);
});

/** The commands of a read after a first one filled the caches. */
async function commandsOfWarmRead(path: string, who: TestPlayer): Promise<string[]> {
  expect((await api.get(path).set('Authorization', who.auth)).status).toBe(200);
  return databaseCommandsOf(async () => expect((await api.get(path).set('Authorization', who.auth)).status).toBe(200));
}

describe('a hot read makes one round trip for the team’s own state', () => {
  it('current team: the team by the player’s membership with its members and their names, in one aggregation', async () => {
    expect(await commandsOfWarmRead('/api/fanhua/team/current', alice)).toEqual(['aggregate team_members']);
  });

  it('assets: the team by the player’s membership with its inventory, in one aggregation', async () => {
    expect(await commandsOfWarmRead('/api/fanhua/trade/assets', alice)).toEqual(['aggregate team_members']);
  });

  it('the joined inventory is the team’s own, in the inventory order', async () => {
    const expected = {
      success: true,
      team_id: mine,
      assets: [
        { type: 'food', arg: 'bread', count: 2 },
        { type: 'luck', arg: '', count: 7 },
      ],
    };
    expect(AssetsResponse.parse((await api.get('/api/fanhua/trade/assets').set('Authorization', alice.auth)).body)).toEqual(expected);
  });
});
