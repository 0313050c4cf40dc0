import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import supertest from 'supertest';
import { buildApp, type FanhuaAppDeps } from '../../src/app.js';

const keys = createTestKeys();

/** A fanhua app on the test database, with a clock and random source the test may move. */
export function createTestApp(overrides: Partial<Omit<FanhuaAppDeps, 'publicKey' | 'logger'>> = {}) {
  const app = buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), ...overrides });
  return supertest(app);
}

export interface TestPlayer {
  id: string;
  phone: string;
  name: string;
  auth: string;
}

/** A player with a signed fanhua token; id `p<n>`. */
export function player(n: number, role: 'user' | 'admin' = 'user'): TestPlayer {
  return playerNamed(n, `玩家${n}`, role);
}

/** Player `p<n>` with a token carrying another name (an account renamed in svc-auth). */
export function playerNamed(n: number, name: string, role: 'user' | 'admin' = 'user'): TestPlayer {
  const phone = `139${String(n).padStart(8, '0')}`;
  const id = `p${n}`;
  return { id, phone, name, auth: `Bearer ${tokenFor('fanhua', keys.privateKey, { id, phone, name, role })}` };
}

/** The body of a refusal, checked against the shape every service refuses with. */
export const refusal = (res: { body: unknown }) => ErrorResponse.parse(res.body);
