import type { Game } from '@citygames/service-kit/auth-token';
import { tooManyRequests } from '@citygames/service-kit/errors';
import { type AttemptLimit, secondsUntil } from '@citygames/service-kit/attempt-windows';
import { TEXTS } from '../texts.js';
import { loginAttempts } from './login-attempt.model.js';

export interface LoginRateLimits {
  /** Failed logins per account (or per unknown identifier) of one game. */
  perAccount: AttemptLimit;
  /** Failed logins per client address, over all games. */
  perAddress: AttemptLimit;
}

export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = {
  perAccount: { limit: 5, windowMs: 10 * 60_000 },
  perAddress: { limit: 30, windowMs: 10 * 60_000 },
};

/** Who is trying: the account when the identifier names one, otherwise the identifier as typed. */
export interface LoginSubject {
  game: Game;
  accountId: string | null;
  identifier: string;
  address: string;
}

/** The slots one login attempt holds while its password is checked. */
export interface LoginAttemptTicket {
  succeeded(): Promise<void>;
}

export function accountKey(subject: Pick<LoginSubject, 'game' | 'accountId' | 'identifier'>): string {
  return subject.accountId ? `account:${subject.game}:${subject.accountId}` : `unknown:${subject.game}:${subject.identifier}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

/**
 * Every attempt first takes a slot from the address's window and from the account's window
 * (a guarded write each, so parallel attempts cannot overrun a limit), and only then is the
 * password checked. A failed attempt keeps both slots. A successful one gives the address
 * its slot back (successes are not failures, but they do not wipe earlier failures either)
 * and clears the account's window.
 */
export function createLoginRateLimiter(limits: LoginRateLimits) {
  return {
    /** Throws a 429 HttpError (with retryAfter) when either window is full. */
    async begin(subject: LoginSubject, now: Date): Promise<LoginAttemptTicket> {
      const address = await loginAttempts.reserve(addressKey(subject.address), limits.perAddress, now);
      if (!address.ok) throw tooMany(address.windowEndsAt, now);
      const account = await loginAttempts.reserve(accountKey(subject), limits.perAccount, now);
      if (!account.ok) {
        await loginAttempts.release(address.reservation);
        throw tooMany(account.windowEndsAt, now);
      }
      return {
        async succeeded() {
          await Promise.all([loginAttempts.release(address.reservation), loginAttempts.clear(account.reservation.key)]);
        },
      };
    },
  };
}

export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;

function tooMany(windowEndsAt: Date, now: Date) {
  const seconds = secondsUntil(windowEndsAt, now);
  return tooManyRequests(TEXTS.tooManyAttempts(seconds), seconds);
}

