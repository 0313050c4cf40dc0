import type { Game } from '@citygames/service-kit/auth-token';
import { type AttemptLimit, secondsUntil } from '@citygames/service-kit/attempt-windows';
import { tooManyRequests } from '@citygames/service-kit/errors';
import { TEXTS } from '../texts.js';
import { registrationAttempts } from './registration-attempt.model.js';

export interface RegistrationLimits {
  /**
   * Registrations from one client address, all games together. A venue puts every player behind
   * one NAT address, and they all register in the first half hour: 300 an hour lets a 300-player
   * event (about 40 teams of 8) through, and still caps a script at 300 accounts an hour per address.
   */
  perAddress: AttemptLimit;
  /**
   * Registration attempts with one phone number in one game: a person who mistypes a field retries a
   * few times; more is someone probing which numbers are registered (the 409 tells).
   */
  perPhone: AttemptLimit;
}

export const DEFAULT_REGISTRATION_LIMITS: RegistrationLimits = {
  perAddress: { limit: 300, windowMs: 60 * 60_000 },
  perPhone: { limit: 5, windowMs: 60 * 60_000 },
};

/** Every well-formed registration takes a slot of both windows (guarded writes: parallel requests cannot overrun them). */
export function createRegistrationLimiter(limits: RegistrationLimits) {
  return {
    async admit(subject: { game: Game; phone: string; address: string }, now: Date): Promise<void> {
      const address = await registrationAttempts.reserve(`address:${subject.address}`, limits.perAddress, now);
      if (!address.ok) throw tooMany(address.windowEndsAt, now);
      const phone = await registrationAttempts.reserve(`phone:${subject.game}:${subject.phone}`, limits.perPhone, now);
      if (!phone.ok) {
        await registrationAttempts.release(address.reservation);
        throw tooMany(phone.windowEndsAt, now);
      }
    },
  };
}

export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>;

function tooMany(windowEndsAt: Date, now: Date) {
  const seconds = secondsUntil(windowEndsAt, now);
  return tooManyRequests(TEXTS.tooManyRegistrations(seconds), seconds);
}
