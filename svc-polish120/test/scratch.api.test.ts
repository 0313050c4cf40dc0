import request from 'supertest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { ScratchDrawResponse, ScratchStatusResponse } from '@citygames/contracts/polish120/scratch.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { DEFAULT_SCRATCH } from '../src/content/pack-schema.js';
import { testPack } from './support/test-pack.js';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_scratch');
const t = createTestContext();

const withCards = (cardsPerTeam: number) => {
  return { ...testPack(), scratch: { ...DEFAULT_SCRATCH, cardsPerTeam } };
};

beforeEach(async () => {
  await clearDatabase();
  await t.loadPack(withCards(3));
});

const draw = (player: 'a1' | 'a2' | 'b1' | 'outsider') => t.post(player, '/api/polish120/scratch/draw', {});

describe('scratch cards', () => {
  it('draws on the server with 70 / 20 / 10 odds, the pack’s cards per team shared by its members, then refuses in Chinese', async () => {
    const values: string[] = [];
    for (const [player, point] of [
      ['a1', 0.1],
      ['a2', 0.75],
      ['a1', 0.95],
    ] as const) {
      t.random.value = point;
      values.push(ScratchDrawResponse.parse((await draw(player).expect(200)).body).value);
    }
    expect(values).toEqual(['0 步', '1 步', '2 步']);

    const usedUp = await draw('a2').expect(409);
    expect(ErrorResponse.parse(usedUp.body)).toMatchObject({ error: 'SCRATCH_USED_UP', message: '本队的刮刮卡已经刮完了（每队 3 张）' });
    const status = ScratchStatusResponse.parse((await t.get('a2', '/api/polish120/scratch').expect(200)).body);
    expect(status).toMatchObject({ cardsPerTeam: 3, remaining: 0 });
    expect(status.cards.map((card) => [card.card, card.value, card.drawnBy])).toEqual([
      [1, '0 步', '阿一'],
      [2, '1 步', '阿二'],
      [3, '2 步', '阿一'],
    ]);
    // Another team has its own cards.
    expect(ScratchDrawResponse.parse((await draw('b1').expect(200)).body)).toMatchObject({ card: 1, remaining: 2 });
  });

  it('is refused to a player on no team and without a token', async () => {
    expect(ErrorResponse.parse((await draw('outsider').expect(403)).body).error).toBe('NOT_IN_TEAM');
    await t.get('outsider', '/api/polish120/scratch').expect(403);
    await request(t.app).post('/api/polish120/scratch/draw').expect(401);
  });

  it('one card per team by default', async () => {
    await t.loadPack(testPack());
    await draw('a1').expect(200);
    expect(ScratchStatusResponse.parse((await t.get('a1', '/api/polish120/scratch').expect(200)).body)).toMatchObject({ cardsPerTeam: 1, remaining: 0 });
    await draw('a2').expect(409);
  });

  it('sixty parallel draws from two members store exactly the team’s cards', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, (_, n) => draw(n % 2 ? 'a1' : 'a2')));
    const drawn = responses.filter((response) => response.status === 200).map((response) => ScratchDrawResponse.parse(response.body).card);
    expect(drawn.sort()).toEqual([1, 2, 3]);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(57);
    expect(ScratchStatusResponse.parse((await t.get('a1', '/api/polish120/scratch').expect(200)).body).cards).toHaveLength(3);
  });

  it('keeps the drawn cards through a new pack, which may allow more', async () => {
    await draw('a1').expect(200);
    await t.loadPack(withCards(3));
    const status = ScratchStatusResponse.parse((await t.get('a1', '/api/polish120/scratch').expect(200)).body);
    expect(status).toMatchObject({ cardsPerTeam: 3, remaining: 2 });
    expect(status.cards).toHaveLength(1);
  });
});
