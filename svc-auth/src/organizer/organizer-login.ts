import { randomUUID } from 'node:crypto';
import { normalizePhone } from '@citygames/contracts/auth/account.rules';
import type { OrganizerLoginInput, OrganizerLoginResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { secondsUntil } from '@citygames/service-kit/attempt-windows';
import { HttpError, tooManyRequests } from '@citygames/service-kit/errors';
import { signOrganizerToken } from '@citygames/service-kit/organizer-token';
import type { AuthContext } from '../context.js';
import { loginAttempts } from '../rate-limit/login-attempt.model.js';
import { ORGANIZER_TEXTS, TEXTS } from '../texts.js';
import { addOrganizerSession, findOrganizerByPhone } from './organizer-account.repository.js';

/** Five failures per organiser phone in ten minutes, as for players. */
const ORGANIZER_ATTEMPTS = { limit: 5, windowMs: 10 * 60_000 };

/** The organiser's sign-in: a token of the organiser audience, which no game accepts. */
export async function logInOrganizer(ctx: AuthContext, input: OrganizerLoginInput): Promise<OrganizerLoginResponse> {
  const phone = normalizePhone(input.phone) ?? input.phone;
  const now = ctx.now();
  const reserved = await loginAttempts.reserve(`organizer:${phone}`, ORGANIZER_ATTEMPTS, now);
  if (!reserved.ok) {
    const seconds = secondsUntil(reserved.windowEndsAt, now);
    throw tooManyRequests(TEXTS.tooManyAttempts(seconds), seconds);
  }
  const account = await findOrganizerByPhone(phone);
  const matches = account ? await ctx.hasher.verify(account.passwordHash, input.password) : await ctx.hasher.verifyWithoutAccount(input.password);
  if (!account || !matches) throw new HttpError(401, 'INVALID_CREDENTIALS', ORGANIZER_TEXTS.invalidCredentials);
  await loginAttempts.clear(reserved.reservation.key);
  // The token names its sign-in: signing out (or removing the account) ends it at once in every service.
  const sessionId = randomUUID();
  await addOrganizerSession(account._id.toString(), sessionId, now, ctx.tokenTtlSeconds);
  const organizer = { id: account._id.toString(), name: account.name };
  return { token: signOrganizerToken(organizer, { privateKey: ctx.privateKey, expiresInSeconds: ctx.tokenTtlSeconds, sessionId }), organizer };
}
