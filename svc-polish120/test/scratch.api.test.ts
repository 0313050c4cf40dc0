import request from 'supertest';
import mongoose from 'mongoose';
import { ScratchDrawResponse } from '@citygames/contracts/polish120/scratch.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_scratch');
const t = createTestContext();

beforeEach(async () => {
  await clearDatabase();
  await t.loadPack();
});

describe('scratch card draw', () => {
  it('draws on the server with 70 / 20 / 10 odds and records each draw', async () => {
    const values: string[] = [];
    for (const point of [0.1, 0.75, 0.95]) {
      t.random.value = point;
      const response = await t.post('a1', '/api/polish120/scratch/draw', {}).expect(200);
      values.push(ScratchDrawResponse.parse(response.body).value);
    }
    expect(values).toEqual(['0 步', '1 步', '2 步']);
    const stored = await mongoose.connection.collection('scratch_draws').countDocuments({ playerId: 'acc-a1', teamId: 'team-a' });
    expect(stored).toBe(3);
  });

  it('is open to any logged-in player, also one on no team, and not without a token', async () => {
    t.random.value = 0.5;
    const response = await t.post('outsider', '/api/polish120/scratch/draw', {}).expect(200);
    expect(ScratchDrawResponse.parse(response.body).value).toBe('0 步');
    await request(t.app).post('/api/polish120/scratch/draw').expect(401);
  });
});
