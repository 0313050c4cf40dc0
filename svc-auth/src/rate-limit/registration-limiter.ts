import type { Game } from '@citygames/service-kit/auth/auth-token';
import { type AttemptLimit, type Reservation, secondsUntil } from '@citygames/service-kit/limits/attempt-windows';
import { tooManyRequests } from '@citygames/service-kit/http/errors';
import { TEXTS } from '../texts.js';
import { registrationAttempts } from './registration-attempt.model.js';

export interface RegistrationLimits {
  /**
   * Registrations from one client address by browsers svc-auth does not know yet, all games together.
   * A short window, so that whatever a script at a venue did, nobody there waits longer than it: 60 in
   * 10 s lets a crowd register at once (500 players in under 90 s), and a script the gateway holds to 10
   * requests a second needs 6 s to fill a fresh window, so a phone that tries again when told gets a slot.
   */
  perAddress: AttemptLimit;
  /**
   * Registrations from one browser svc-auth knows (its device cookie, sent to one game's paths, belongs to
   * an account), judged instead of the address's window: nobody else at the address can spend it. A few
   * accounts made on one phone for a family, and retries.
   */
  perDevice: AttemptLimit;
  /**
   * Registration attempts with one phone number in one game: a person who mistypes a field retries a
   * few times; more is someone probing which numbers are registered (the 409 tells).
   */
  perPhone: AttemptLimit;
}

export const DEFAULT_REGISTRATION_LIMITS: RegistrationLimits = {
  perAddress: { limit: 60, windowMs: 10_000 },
  perDevice: { limit: 6, windowMs: 10 * 60_000 },
  perPhone: { limit: 5, windowMs: 60 * 60_000 },
};

export interface RegistrationSubject {
  game: Game;
  phone: string;
  address: string;
  /** The hash of a device cookie svc-auth gave this browser at an earlier login or registration; null for a new browser. */
  knownDevice: string | null;
}

/** The slots one registration holds while its password is hashed and its account inserted. */
export interface RegistrationTicket {
  /** No account was created (phone or name taken): the slot of the address or device is given back. */
  notCreated(): Promise<void>;
}

/**
 * Every well-formed registration takes a slot of its phone's window and of either its device's window
 * (a browser svc-auth knows) or its address's (guarded writes: parallel requests cannot overrun them).
 * Only accepted work costs the address or device: a registration that creates no account gives its slot
 * back; one refused as malformed never reaches here.
 */
export function createRegistrationLimiter(limits: RegistrationLimits) {
  return {
    async admit(subject: RegistrationSubject, now: Date): Promise<RegistrationTicket> {
      const sharedKey = subject.knownDevice ? `device:${subject.knownDevice}` : `address:${subject.address}`;
      const shared = await registrationAttempts.reserve(sharedKey, subject.knownDevice ? limits.perDevice : limits.perAddress, now);
      if (!shared.ok) throw tooMany(shared.windowEndsAt, now);
      const phone = await registrationAttempts.reserve(`phone:${subject.game}:${subject.phone}`, limits.perPhone, now);
      if (!phone.ok) {
        await registrationAttempts.release(shared.reservation);
        throw tooMany(phone.windowEndsAt, now);
      }
      const slot: Reservation = shared.reservation;
      return {
        async notCreated() {
          await registrationAttempts.release(slot);
        },
      };
    },
  };
}

export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>;

function tooMany(windowEndsAt: Date, now: Date) {
  const seconds = secondsUntil(windowEndsAt, now);
  return tooManyRequests(TEXTS.tooManyRegistrations(seconds), seconds);
}
