import type { RequestHandler } from 'express';
import { conflict } from '@citygames/service-kit/errors';
import { parseInput } from '@citygames/service-kit/validation';
import { createAccount } from '../accounts/account-repository.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import type { RegistrationLimiter } from '../rate-limit/registration-limiter.js';
import { TEXTS } from '../texts.js';
import { gameFromPath } from './game-param.js';
import { fanhuaRegisterSchema, registerSchema } from './input-schemas.js';

export interface RegisterRouteDeps {
  hasher: PasswordHasher;
  limiter: RegistrationLimiter;
  now: () => Date;
}

/**
 * POST /api/:game/players. The unique indexes on (game, phone) and (game, name) are the judges,
 * so of two registrations racing for one phone exactly one is created.
 */
export function registerRoute(deps: RegisterRouteDeps): RequestHandler {
  return async (req, res) => {
    const game = gameFromPath(req);
    const input = parseInput(game === 'fanhua' ? fanhuaRegisterSchema : registerSchema, req.body);
    await deps.limiter.admit({ game, phone: input.phone, address: req.ip ?? 'unknown' }, deps.now());
    const passwordHash = await deps.hasher.hash(input.password);
    const result = await createAccount({ game, phone: input.phone, name: input.name, passwordHash });
    if (!result.ok) {
      throw result.reason === 'name-taken'
        ? conflict(TEXTS.nameTaken, 'NAME_TAKEN')
        : conflict(TEXTS.phoneTaken, 'PHONE_TAKEN');
    }
    res.status(201).json({ id: result.account.id, message: TEXTS.registered });
  };
}
