import { defineAttemptWindows } from '@citygames/service-kit/limits/attempt-windows';

/** Registrations per client address and per (game, phone), each within a fixed window (see service-kit attempt-windows). */
export const registrationAttempts = defineAttemptWindows('RegistrationAttempt', 'registration_attempts');
