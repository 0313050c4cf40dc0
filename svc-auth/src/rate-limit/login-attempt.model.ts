import { defineAttemptWindows } from '@citygames/service-kit/limits/attempt-windows';

/**
 * Failed login attempts of one key (an account or a client address) within a fixed window that
 * starts at the key's first counted attempt (see service-kit attempt-windows).
 */
export const loginAttempts = defineAttemptWindows('LoginAttempt', 'login_attempts');

export const LoginAttemptModel = loginAttempts.model;
