import type { RequestHandler } from 'express';
import { z } from 'zod';
import { HttpError, tooManyRequests } from '@citygames/service-kit/errors';
import { signOrganizerToken } from '@citygames/service-kit/organizer-token';
import { parseInput } from '@citygames/service-kit/validation';
import { secondsUntil } from '@citygames/service-kit/attempt-windows';
import { normalizePhone } from '../domain/phone-rule.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import { loginAttempts } from '../rate-limit/login-attempt.model.js';
import { TEXTS } from '../texts.js';
import { OrganizerAccountModel } from './organizer-account.model.js';
import { ORGANIZER_TEXTS } from './organizer-texts.js';

const loginSchema = z.object({
  phone: z.string({ error: '请填写手机号' }).min(1, { error: '请填写手机号' }).max(32),
  password: z.string({ error: '请填写密码' }).min(1, { error: '请填写密码' }).max(64),
});

/** Five failures per organiser phone in ten minutes, as for players. */
const ORGANIZER_ATTEMPTS = { limit: 5, windowMs: 10 * 60_000 };

export interface OrganizerLoginDeps {
  hasher: PasswordHasher;
  privateKey: string;
  tokenTtlSeconds: number;
  now: () => Date;
}

/** POST /api/organizer/login: `{phone, password}` → `{token, organizer: {id, name}}`. */
export function organizerLoginRoute(deps: OrganizerLoginDeps): RequestHandler {
  return async (req, res) => {
    const input = parseInput(loginSchema, req.body);
    const phone = normalizePhone(input.phone) ?? input.phone;
    const now = deps.now();
    const reserved = await loginAttempts.reserve(`organizer:${phone}`, ORGANIZER_ATTEMPTS, now);
    if (!reserved.ok) {
      const seconds = secondsUntil(reserved.windowEndsAt, now);
      throw tooManyRequests(TEXTS.tooManyAttempts(seconds), seconds);
    }
    const account = await OrganizerAccountModel.findOne({ phone }).lean();
    const matches = account ? await deps.hasher.verify(account.passwordHash, input.password) : await deps.hasher.verifyWithoutAccount(input.password);
    if (!account || !matches) throw new HttpError(401, 'INVALID_CREDENTIALS', ORGANIZER_TEXTS.invalidCredentials);
    await loginAttempts.clear(reserved.reservation.key);
    const organizer = { id: account._id.toString(), name: account.name };
    res.json({ token: signOrganizerToken(organizer, { privateKey: deps.privateKey, expiresInSeconds: deps.tokenTtlSeconds }), organizer });
  };
}
