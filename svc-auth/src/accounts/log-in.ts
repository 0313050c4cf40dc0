import type { Request, Response } from 'express';
import { FanhuaLoginInput, PhoneLoginInput } from '@citygames/contracts/auth/login.schema';
import { normalizePhone } from '@citygames/contracts/auth/account.rules';
import type { Game } from '@citygames/service-kit/auth/auth-token';
import { HttpError } from '@citygames/service-kit/http/errors';
import { PLAYER_ACCESS_TEXTS } from '@citygames/service-kit/auth/player-access';
import { isPlayerSuspended } from './player-access.repository.js';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { AuthContext } from '../context.js';
import { deviceIdFrom, sendDeviceCookie } from '../devices/device-cookie.js';
import { isKnownDevice, rememberDevice } from '../devices/known-device.repository.js';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { checkWithoutAccount, type LoginRateLimiter } from '../rate-limit/login-rate-limiter.js';
import { TEXTS } from '../texts.js';
import { type Account, findAccountByName, findAccountByPhone } from './account.repository.js';
import { issueLoginToken } from './login-token.js';

interface Credentials {
  /** What the account is looked up and rate-limited by when it does not exist. */
  identifier: string;
  password: string;
  account: Account | null;
}

/** pilotsh and polish120 log in by phone; fanhua by username or phone (a username can never look like a phone). */
async function readCredentials(game: Game, body: unknown): Promise<Credentials> {
  if (game === 'fanhua') {
    const input = parseInput(FanhuaLoginInput, body);
    const phone = normalizePhone(input.name);
    const account = phone ? await findAccountByPhone(game, phone) : await findAccountByName(game, input.name);
    return { identifier: phone ?? nameKey(input.name), password: input.password, account };
  }
  const input = parseInput(PhoneLoginInput, body);
  const phone = normalizePhone(input.phone);
  const account = phone ? await findAccountByPhone(game, phone) : null;
  return { identifier: phone ?? input.phone, password: input.password, account };
}

function invalidCredentials(game: Game): HttpError {
  const message = game === 'fanhua' ? TEXTS.invalidCredentialsByNameOrPhone : TEXTS.invalidCredentialsByPhone;
  return new HttpError(401, 'INVALID_CREDENTIALS', message);
}

/**
 * One login. Unknown account and wrong password give the same 401 after the same amount of hashing
 * work; both count against the account's and the address's attempt windows. Answers the token and
 * the user, and remembers the browser for this account (device cookie).
 */
export async function logIn(
  ctx: AuthContext,
  limiter: LoginRateLimiter,
  game: Game,
  req: Request,
  res: Response,
): Promise<{ token: string; user: Pick<Account, 'id' | 'name' | 'role'> }> {
  const { identifier, password, account } = await readCredentials(game, req.body);
  const now = ctx.now();
  const deviceId = deviceIdFrom(req);
  const knownDevice = await isKnownDevice(deviceId, account?.id ?? null);
  const ticket = await limiter.begin({ realm: game, accountId: account?.id ?? null, identifier, address: req.ip ?? 'unknown', knownDevice }, now);
  const passwordMatches = account ? await ctx.hasher.verify(account.passwordHash, password) : await checkWithoutAccount(ctx.hasher, ticket, password);
  if (!account || !passwordMatches) {
    ctx.logger.info({ game, knownAccount: Boolean(account) }, 'login failed');
    throw invalidCredentials(game);
  }
  await ticket.succeeded();
  // the right password of a suspended player: told why, no token (the services refuse its older tokens too)
  if (await isPlayerSuspended(game, account.id)) throw new HttpError(403, 'PLAYER_SUSPENDED', PLAYER_ACCESS_TEXTS.suspended);
  const rememberedId = await rememberDevice(deviceId, account.id, now);
  sendDeviceCookie(req, res, game, rememberedId);
  return {
    token: issueLoginToken(account, ctx.privateKey, ctx.tokenTtlSeconds),
    user: { id: account.id, name: account.name, role: account.role },
  };
}
