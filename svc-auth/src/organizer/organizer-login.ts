import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { normalizePhone } from '@citygames/contracts/auth/account.rules';
import { OrganizerLoginInput, type OrganizerLoginResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { HttpError } from '@citygames/service-kit/http/errors';
import { signOrganizerToken } from '@citygames/service-kit/auth/organizer-token';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { AuthContext } from '../context.js';
import { deviceIdFrom, sendDeviceCookie } from '../devices/device-cookie.js';
import { isKnownDevice, rememberDevice } from '../devices/known-device.repository.js';
import { checkWithoutAccount, type LoginRateLimiter } from '../rate-limit/login-rate-limiter.js';
import { ORGANIZER_TEXTS } from '../texts.js';
import { addOrganizerSession, findOrganizerByPhone } from './organizer-account.repository.js';

/** Organisers and players share the known-device table; this keeps an organiser's id apart from any account id. */
const deviceAccountId = (organizerId: string) => `organizer:${organizerId}`;

/**
 * The organiser's sign-in: a token of the organiser audience, which no game accepts. Protected by the
 * players' windows per (organiser, address) and per organiser, but by no window of the address
 * (login-rate-limiter.ts): nobody else at the venue can spend the organiser's way in. The browser the
 * organiser used before gets in even while strangers' guesses have filled them; another organiser or
 * `npm run organizer -- <phone> --unlock` clears them (organizer-unlock.ts).
 */
export async function logInOrganizer(ctx: AuthContext, limiter: LoginRateLimiter, req: Request, res: Response): Promise<OrganizerLoginResponse> {
  const input = parseInput(OrganizerLoginInput, req.body);
  const phone = normalizePhone(input.phone) ?? input.phone;
  const now = ctx.now();
  const account = await findOrganizerByPhone(phone);
  const accountId = account ? account._id.toString() : null;
  const deviceId = deviceIdFrom(req);
  const knownDevice = accountId ? await isKnownDevice(deviceId, deviceAccountId(accountId)) : false;
  const ticket = await limiter.begin({ realm: 'organizer', accountId, identifier: phone, address: req.ip ?? 'unknown', knownDevice }, now);
  const matches = account ? await ctx.hasher.verify(account.passwordHash, input.password) : await checkWithoutAccount(ctx.hasher, ticket, input.password);
  if (!account || !matches) throw new HttpError(401, 'INVALID_CREDENTIALS', ORGANIZER_TEXTS.invalidCredentials);
  await ticket.succeeded();
  sendDeviceCookie(req, res, 'organizer', await rememberDevice(deviceId, deviceAccountId(account._id.toString()), now));
  // The token names its sign-in: signing out (or removing the account) ends it at once in every service.
  const sessionId = randomUUID();
  await addOrganizerSession(account._id.toString(), sessionId, now, ctx.tokenTtlSeconds);
  const organizer = { id: account._id.toString(), name: account.name };
  return { token: signOrganizerToken(organizer, { privateKey: ctx.privateKey, expiresInSeconds: ctx.tokenTtlSeconds, sessionId }), organizer };
}
