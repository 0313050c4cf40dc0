import type { Game } from '@citygames/service-kit/auth-token';
import { tooManyRequests } from '@citygames/service-kit/errors';
import { type AttemptLimit, type ReserveResult, secondsUntil } from '@citygames/service-kit/attempt-windows';
import { TEXTS } from '../texts.js';
import { loginAttempts } from './login-attempt.model.js';

export interface LoginRateLimits {
  /** Failed logins per account from one client address: what stops a guesser without touching the owner elsewhere. */
  perAccountAddress: AttemptLimit;
  /** Failed logins per account from all addresses together: a slower, higher ceiling against guessing spread over many addresses. */
  perAccount: AttemptLimit;
  /** Failed logins per client address, over all games and accounts. */
  perAddress: AttemptLimit;
}

export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = {
  perAccountAddress: { limit: 5, windowMs: 10 * 60_000 },
  perAccount: { limit: 50, windowMs: 60 * 60_000 },
  perAddress: { limit: 30, windowMs: 10 * 60_000 },
};

/** Who is trying: the account when the identifier names one, otherwise the identifier as typed. */
export interface LoginSubject {
  game: Game;
  accountId: string | null;
  identifier: string;
  address: string;
  /** The browser has logged in to this very account before (svc-auth's device cookie). */
  knownDevice: boolean;
}

/** The slots one login attempt holds while its password is checked. */
export interface LoginAttemptTicket {
  succeeded(): Promise<void>;
}

export function accountKey(subject: Pick<LoginSubject, 'game' | 'accountId' | 'identifier'>): string {
  return subject.accountId ? `account:${subject.game}:${subject.accountId}` : `unknown:${subject.game}:${subject.identifier}`;
}

export function accountAddressKey(subject: Pick<LoginSubject, 'game' | 'accountId' | 'identifier' | 'address'>): string {
  return `${accountKey(subject)}@${subject.address}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

/**
 * Every attempt first takes a slot from the address's window, the (account, address) window and the
 * account's own window (a guarded write each, so parallel attempts cannot overrun a limit), and only
 * then is the password checked. A failed attempt keeps its slots.
 *
 * A stranger's wrong guesses therefore lock out only the stranger's address for that account (5 in
 * 10 minutes); only guessing from many addresses at once reaches the account's own ceiling (50 an
 * hour). Even then the owner gets in from a browser that has logged in to the account before: with
 * a known device the account windows are counted but not enforced (the address window still is).
 * A success gives the address its slot back and clears the account's windows.
 */
export function createLoginRateLimiter(limits: LoginRateLimits) {
  return {
    /** Throws a 429 HttpError (with retryAfter) when a window that applies is full. */
    async begin(subject: LoginSubject, now: Date): Promise<LoginAttemptTicket> {
      const address = await loginAttempts.reserve(addressKey(subject.address), limits.perAddress, now);
      if (!address.ok) throw tooMany(address.windowEndsAt, now);
      const pair = await loginAttempts.reserve(accountAddressKey(subject), limits.perAccountAddress, now);
      const account = await loginAttempts.reserve(accountKey(subject), limits.perAccount, now);
      const full = [pair, account].filter((result) => !result.ok);
      if (full.length > 0 && !subject.knownDevice) {
        await Promise.all([address, pair, account].map((result) => (result.ok ? loginAttempts.release(result.reservation) : undefined)));
        throw tooMany(latestEnd(full), now);
      }
      return {
        async succeeded() {
          await Promise.all([
            loginAttempts.release(address.reservation),
            loginAttempts.clear(accountAddressKey(subject)),
            loginAttempts.clear(accountKey(subject)),
          ]);
        },
      };
    },
  };
}

export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;

function latestEnd(results: ReserveResult[]): Date {
  const ends = results.map((result) => (result.ok ? result.reservation.windowEndsAt : result.windowEndsAt).getTime());
  return new Date(Math.max(...ends));
}

function tooMany(windowEndsAt: Date, now: Date) {
  const seconds = secondsUntil(windowEndsAt, now);
  return tooManyRequests(TEXTS.tooManyAttempts(seconds), seconds);
}
