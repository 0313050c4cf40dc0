import type { ClientSession } from 'mongoose';
import type { Game } from '@citygames/service-kit/auth/auth-token';
import { tooManyRequests } from '@citygames/service-kit/http/errors';
import { type AttemptLimit, type Reservation, type ReserveResult, secondsUntil } from '@citygames/service-kit/limits/attempt-windows';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import { TEXTS } from '../texts.js';
import { loginAttempts } from './login-attempt.model.js';

export interface LoginRateLimits {
  /** Failed logins per account from one client address: what stops a guesser without touching the owner elsewhere. */
  perAccountAddress: AttemptLimit;
  /** Failed logins per account from all addresses together: a slower, higher ceiling against guessing spread over many addresses. */
  perAccount: AttemptLimit;
  /**
   * Wrong passwords for existing accounts from one client address, over all games and accounts: the ceiling
   * against one address trying one password on many accounts. High, because a venue's Wi-Fi puts hundreds
   * of players behind one address.
   */
  perAddress: AttemptLimit;
  /**
   * Password checks spent on identifiers that name no account, per client address (players and organisers
   * together): the argon2id work one address can make svc-auth do by inventing phone numbers. Beyond it
   * the same 401 comes after the same wait, without the work, so it refuses nobody and tells nothing.
   */
  perAddressUnknown: AttemptLimit;
}

export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = {
  perAccountAddress: { limit: 5, windowMs: 10 * 60_000 },
  perAccount: { limit: 50, windowMs: 60 * 60_000 },
  perAddress: { limit: 100, windowMs: 10 * 60_000 },
  perAddressUnknown: { limit: 30, windowMs: 60_000 },
};

/** Where an account lives: a game's players, or the platform's organisers. */
export type LoginRealm = Game | 'organizer';

/** Who is trying: the account when the identifier names one, otherwise the identifier as typed. */
export interface LoginSubject {
  realm: LoginRealm;
  accountId: string | null;
  identifier: string;
  address: string;
  /** The browser has logged in to this very account before (svc-auth's device cookie). */
  knownDevice: boolean;
}

/** The slots one login attempt holds while its password is checked. */
export interface LoginAttemptTicket {
  /** An identifier that names no account may still cost a real check (false: answer after the same wait without it). */
  checkUnknown: boolean;
  succeeded(): Promise<void>;
}

export function accountKey(subject: Pick<LoginSubject, 'realm' | 'accountId' | 'identifier'>): string {
  return subject.accountId ? `account:${subject.realm}:${subject.accountId}` : `unknown:${subject.realm}:${subject.identifier}`;
}

export function accountAddressKey(subject: Pick<LoginSubject, 'realm' | 'accountId' | 'identifier' | 'address'>): string {
  return `${accountKey(subject)}@${subject.address}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

function unknownKey(address: string): string {
  return `unknown-checks:${address}`;
}

/**
 * Every attempt first takes its slots (a guarded write each, so parallel attempts cannot overrun a
 * limit), and only then is the password checked. A failed attempt keeps its slots.
 *
 * - (account, address) and account: a stranger's wrong guesses lock out only the stranger's address for
 *   that account (5 in 10 minutes); only guessing from many addresses reaches the account's own ceiling
 *   (50 an hour). Identifiers that name no account have the same two windows, keyed by the identifier.
 * - address (players only): only attempts at existing accounts take a slot, and a success gives it back,
 *   so the window counts wrong passwords for real accounts (100 in 10 minutes). A full address window
 *   refuses nobody outright — a venue's phones share the address with whoever filled it — it narrows every
 *   (account, address) pair to one attempt per window instead of five: a phone that has not failed at its
 *   account from there is still checked (so an honest phone gets in at once), a sprayer gets one guess per
 *   account. Identifiers that name no account are narrowed alike, so the answers tell nothing about who is
 *   registered.
 * - the organiser's sign-in has no address window: it is judged by the organiser's own windows only, never
 *   by what other people at the same address did.
 * - checks of identifiers that name no account, per address (30 a minute): the work one address can cost by
 *   inventing phones. Beyond it the 401 comes after the same wait without the work: it refuses nobody.
 * - a browser that has logged in to the account before (known device) is counted but never refused by
 *   any of them: the owner gets in from their own phone whatever strangers did.
 * A success clears the account's windows; unlockAccount clears them from outside (the organiser's way back).
 */
export function createLoginRateLimiter(limits: LoginRateLimits) {
  /** The pair window while the address window is full: one attempt per (account, address). */
  const narrowedPair: AttemptLimit = { ...limits.perAccountAddress, limit: 1 };

  return {
    /** Throws a 429 HttpError (with retryAfter) when a window that applies is full. */
    async begin(subject: LoginSubject, now: Date): Promise<LoginAttemptTicket> {
      const address: AddressSlot = subject.realm === 'organizer' ? { ok: true } : await takeAddressSlot(subject, now);
      const pairLimit = address.ok || subject.knownDevice ? limits.perAccountAddress : narrowedPair;
      const pair = await loginAttempts.reserve(accountAddressKey(subject), pairLimit, now);
      const account = await loginAttempts.reserve(accountKey(subject), limits.perAccount, now);
      const full = [pair, account].filter((result) => !result.ok);
      if (full.length > 0 && !subject.knownDevice) {
        await Promise.all([address, pair, account].map((result) => (result.ok && result.reservation ? loginAttempts.release(result.reservation) : undefined)));
        throw tooMany(latestEnd(full), now);
      }
      const addressSlot = address.ok ? address.reservation : undefined;
      const checkUnknown = subject.accountId ? false : (await loginAttempts.reserve(unknownKey(subject.address), limits.perAddressUnknown, now)).ok;
      return {
        checkUnknown,
        async succeeded() {
          await Promise.all([addressSlot ? loginAttempts.release(addressSlot) : undefined, clearAccount(subject)]);
        },
      };
    },
  };

  /** An existing account's attempt takes a slot of the address window; any other attempt only meets a full one. */
  async function takeAddressSlot(subject: LoginSubject, now: Date): Promise<AddressSlot> {
    if (subject.accountId) return loginAttempts.reserve(addressKey(subject.address), limits.perAddress, now);
    const state = await loginAttempts.isFull(addressKey(subject.address), limits.perAddress, now);
    return state.full ? { ok: false, windowEndsAt: state.windowEndsAt } : { ok: true };
  }

  async function clearAccount(subject: LoginSubject): Promise<void> {
    await Promise.all([loginAttempts.clear(accountAddressKey(subject)), loginAttempts.clear(accountKey(subject))]);
  }
}

/** The address window's answer: a slot (existing accounts), room without a slot (other identifiers), or full. */
type AddressSlot = { ok: true; reservation?: Reservation } | { ok: false; windowEndsAt: Date };

/**
 * Forgets every failure counted against the account, from every address (a success does the same): the
 * way back from guessing spread over many addresses without waiting for the window to end. Answers how
 * many windows it cleared.
 */
export async function unlockAccount(subject: Pick<LoginSubject, 'realm' | 'accountId' | 'identifier'>, session?: ClientSession): Promise<number> {
  const key = accountKey(subject);
  const result = await loginAttempts.model.deleteMany({ $or: [{ key }, { key: new RegExp(`^${escapeRegExp(key)}@`) }] }, session ? { session } : {});
  return result.deletedCount;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;

/** The "password check" of an identifier that names no account: real while the address has checks left, else the same wait. */
export function checkWithoutAccount(hasher: PasswordHasher, ticket: LoginAttemptTicket, password: string): Promise<false> {
  return ticket.checkUnknown ? hasher.verifyWithoutAccount(password) : hasher.waitAsLongAsVerify();
}

function latestEnd(results: ReserveResult[]): Date {
  const ends = results.map((result) => (result.ok ? result.reservation.windowEndsAt : result.windowEndsAt).getTime());
  return new Date(Math.max(...ends));
}

function tooMany(windowEndsAt: Date, now: Date) {
  const seconds = secondsUntil(windowEndsAt, now);
  return tooManyRequests(TEXTS.tooManyAttempts(seconds), seconds);
}
