import { isApiError } from '@citygames/web-kit/api-client';
import { TEXTS } from '../texts';
import type { LoginAnswer, RegisterAnswer } from './auth-api';

const T = TEXTS.auth;

export type LoginOutcome = { ok: true; token: string } | { ok: false; text: string };
export type RegisterOutcome = { ok: boolean; text: string };

/** A 2xx login answer: success only with 'Login successful' and a token (spec 1 §8). */
export function loginOutcome(answer: LoginAnswer | undefined): LoginOutcome {
  if (answer?.message === T.loginSuccessMessage && answer.token) return { ok: true, token: answer.token };
  if (answer?.message) return { ok: false, text: T.loginFailedWith(answer.message) };
  return { ok: false, text: T.loginFailedDefault };
}

/** A failed login call: server message, bare HTTP error, time-out or no connection. */
export function loginFailureText(error: unknown): string {
  if (!isApiError(error)) return T.loginFailedDefault;
  if (error.kind === 'timeout') return T.timeout;
  if (error.kind === 'network') return T.network;
  return error.hasServerMessage ? T.loginFailedWith(error.message) : T.httpError(error.status);
}

/** A 2xx registration answer, read in the catalogue's order: error, id, message. */
export function registerOutcome(answer: RegisterAnswer | undefined): RegisterOutcome {
  if (answer?.error) return { ok: false, text: T.registerFailedWith(answer.error) };
  if (answer?.id) return { ok: true, text: T.registerSucceeded };
  if (answer?.message) return { ok: false, text: T.registerResult(answer.message) };
  return { ok: false, text: T.registerFailedDefault };
}

/** A failed registration call; the server's Chinese message stands for its error code. */
export function registerFailureText(error: unknown): string {
  if (!isApiError(error)) return T.registerFailedDefault;
  if (error.kind === 'timeout') return T.timeout;
  if (error.kind === 'network') return T.network;
  if (error.hasServerMessage) return T.registerFailedWith(error.message);
  if (error.code) return T.registerFailedWith(error.code);
  return T.httpError(error.status);
}
