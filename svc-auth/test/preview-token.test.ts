import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrganizerLoginResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { PreviewTokenResponse } from '@citygames/contracts/organizer/preview.schema';
import { verifyToken } from '@citygames/service-kit/auth/auth-token';
import { verifyOrganizerToken } from '@citygames/service-kit/auth/organizer-token';
import { previewPlayerOf } from '@citygames/service-kit/organizer/preview/preview-player';
import { tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { DEMO_ORGANIZER } from '@citygames/service-kit/auth/demo-accounts';
import { seedDemoOrganizer } from '../src/organizer/demo-organizer-seed.js';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { CHINESE, createTestAuthApp } from './support/test-auth-app.js';

useTestDatabase('auth_preview_token');
const { app, keys, clock } = createTestAuthApp();
const hasher = createPasswordHasher(TEST_HASH_COST);

async function organizerToken(): Promise<string> {
  const response = await request(app).post('/api/organizer/login').send({ phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password });
  expect(response.status).toBe(200);
  return OrganizerLoginResponse.parse(response.body).token;
}

const askForToken = (authorization: string | null, body: unknown) => {
  const call = request(app).post('/api/organizer/preview-token');
  if (authorization) call.set('Authorization', authorization);
  return call.send(body as object);
};

beforeEach(async () => {
  await clearDatabase();
  await seedDemoOrganizer(hasher, clock.now());
});

describe('POST /api/organizer/preview-token', () => {
  it("signs a token of the organiser's preview player that only the game's preview instance accepts", async () => {
    const organizerTokenText = await organizerToken();
    const organizer = verifyOrganizerToken(organizerTokenText, keys.publicKey)!.organizer;
    for (const game of ['pilotsh', 'polish120', 'fanhua'] as const) {
      const before = Date.now();
      const answer = await askForToken(`Bearer ${organizerTokenText}`, { game });
      expect(answer.status).toBe(200);
      const { token, expiresAt, player } = PreviewTokenResponse.parse(answer.body);
      expect(player).toEqual(previewPlayerOf(organizer.id));
      expect(player).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: '预览玩家' });
      const hours = (new Date(expiresAt).getTime() - before) / 3_600_000;
      expect(hours).toBeGreaterThan(11.99);
      expect(hours).toBeLessThanOrEqual(12.01);
      expect(verifyToken(token, keys.publicKey, game, `${game}-preview`)).toMatchObject({ id: player.id, game, role: 'user', name: '预览玩家' });
      expect(verifyToken(token, keys.publicKey, game)).toBeNull();
    }
  });

  it('the same organiser always gets the same preview player; another organiser another one', async () => {
    const first = PreviewTokenResponse.parse((await askForToken(`Bearer ${await organizerToken()}`, { game: 'pilotsh' }).expect(200)).body);
    const again = PreviewTokenResponse.parse((await askForToken(`Bearer ${await organizerToken()}`, { game: 'fanhua' }).expect(200)).body);
    expect(again.player).toEqual(first.player);
    expect(previewPlayerOf('someone-else').id).not.toBe(first.player.id);
  });

  it('401 without a token, 403 for a player token, 400 for a bad game, all in Chinese', async () => {
    const none = await askForToken(null, { game: 'pilotsh' });
    expect(none.status).toBe(401);
    expect(ErrorResponse.parse(none.body).message).toMatch(CHINESE);
    const player = await askForToken(`Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: '13800000001' })}`, { game: 'pilotsh' });
    expect(player.status).toBe(403);
    expect(ErrorResponse.parse(player.body).message).toMatch(CHINESE);
    const organizer = `Bearer ${await organizerToken()}`;
    for (const body of [{}, { game: 'chess' }, { game: 'pilotsh', extra: true }, { game: ['pilotsh'] }]) {
      const bad = await askForToken(organizer, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(ErrorResponse.parse(bad.body).message).toMatch(CHINESE);
    }
  });
});
