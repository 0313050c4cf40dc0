import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger-type.js';
import type { Game } from '@citygames/service-kit/auth-token';
import { HttpError } from '@citygames/service-kit/errors';
import { parseInput } from '@citygames/service-kit/validation';
import { type Account, findAccountByName, findAccountByPhone } from '../accounts/account-repository.js';
import { deviceIdFrom, isKnownDevice, rememberDevice } from '../devices/device-cookie.js';
import { nameKey } from '../domain/account-rules.js';
import { normalizePhone } from '../domain/phone-rule.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import type { LoginRateLimiter } from '../rate-limit/login-rate-limiter.js';
import { TEXTS } from '../texts.js';
import { issueLoginToken } from '../tokens/login-token.js';
import { gameFromPath } from './game-param.js';
import { fanhuaLoginSchema, phoneLoginSchema } from './input-schemas.js';

export interface LoginRouteDeps {
  hasher: PasswordHasher;
  limiter: LoginRateLimiter;
  privateKey: string;
  tokenTtlSeconds: number;
  now: () => Date;
  logger: Logger;
}

interface Credentials {
  /** What the account is looked up and rate-limited by when it does not exist. */
  identifier: string;
  password: string;
  account: Account | null;
}

/** pilotsh and polish120 log in by phone; fanhua by username or phone (a username can never look like a phone). */
async function readCredentials(game: Game, req: Request): Promise<Credentials> {
  if (game === 'fanhua') {
    const input = parseInput(fanhuaLoginSchema, req.body);
    const phone = normalizePhone(input.name);
    const account = phone ? await findAccountByPhone(game, phone) : await findAccountByName(game, input.name);
    return { identifier: phone ?? nameKey(input.name), password: input.password, account };
  }
  const input = parseInput(phoneLoginSchema, req.body);
  const phone = normalizePhone(input.phone);
  const account = phone ? await findAccountByPhone(game, phone) : null;
  return { identifier: phone ?? input.phone, password: input.password, account };
}

function invalidCredentials(game: Game): HttpError {
  const message = game === 'fanhua' ? TEXTS.invalidCredentialsByNameOrPhone : TEXTS.invalidCredentialsByPhone;
  return new HttpError(401, 'INVALID_CREDENTIALS', message);
}

/**
 * POST /api/:game/login. Unknown account and wrong password give the same 401 after the same
 * amount of hashing work; both count against the account's and the address's attempt windows.
 */
export function loginRoute(deps: LoginRouteDeps): RequestHandler {
  return async (req, res) => {
    const game = gameFromPath(req);
    const { identifier, password, account } = await readCredentials(game, req);
    const now = deps.now();
    const knownDevice = await isKnownDevice(deviceIdFrom(req), account?.id ?? null);
    const ticket = await deps.limiter.begin(
      { game, accountId: account?.id ?? null, identifier, address: req.ip ?? 'unknown', knownDevice },
      now,
    );
    const passwordMatches = account
      ? await deps.hasher.verify(account.passwordHash, password)
      : await deps.hasher.verifyWithoutAccount(password);
    if (!account || !passwordMatches) {
      deps.logger.info({ game, knownAccount: Boolean(account) }, 'login failed');
      throw invalidCredentials(game);
    }
    await ticket.succeeded();
    await rememberDevice(req, res, game, account.id, now);

    const token = issueLoginToken(account, deps.privateKey, deps.tokenTtlSeconds);
    const user = { id: account.id, name: account.name, role: account.role };
    if (game === 'fanhua') {
      res.json({ token, user });
    } else {
      res.json({ message: TEXTS.loginSuccessful, token, user });
    }
  };
}
