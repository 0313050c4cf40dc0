import { isApiError } from '@citygames/web-kit/api-client';
import type { FanhuaUser } from '@citygames/web-kit/token-store';
import { TEXTS } from '../texts';
import type { FanhuaLoginAnswer, FanhuaRegisterAnswer } from './auth-api';

const T = TEXTS.auth;

export type LoginOutcome = { ok: true; token: string; user: FanhuaUser } | { ok: false; text: string };
export type RegisterOutcome = { ok: boolean; text: string };

/** A 2xx login answer: a token and a user, else the server's error text as is (spec 3 §8). */
export function loginOutcome(answer: FanhuaLoginAnswer | undefined): LoginOutcome {
  if (answer?.token && answer.user?.id) {
    const user: FanhuaUser = {
      id: String(answer.user.id),
      role: answer.user.role === 'admin' ? 'admin' : 'user',
      ...(answer.user.name ? { name: answer.user.name } : {}),
    };
    return { ok: true, token: answer.token, user };
  }
  return { ok: false, text: answer?.error || T.loginFailedDefault };
}

export function loginFailureText(error: unknown): string {
  if (!isApiError(error)) return T.loginFailedDefault;
  if (error.kind === 'timeout') return T.timeout;
  if (error.kind === 'network') return T.network;
  if (error.hasServerMessage) return error.message;
  return error.body === undefined ? T.httpError(error.status) : T.loginFailedDefault;
}

/** A 2xx registration answer: error, then id (server message or the default), then message. */
export function registerOutcome(answer: FanhuaRegisterAnswer | undefined): RegisterOutcome {
  if (answer?.error) return { ok: false, text: T.registerFailedWith(answer.error) };
  if (answer?.id) return { ok: true, text: answer.message || T.registerSucceeded };
  if (answer?.message) return { ok: false, text: T.registerResult(answer.message) };
  return { ok: false, text: T.registerFailedDefault };
}

export function registerFailureText(error: unknown): string {
  if (!isApiError(error)) return T.registerFailedDefault;
  if (error.kind === 'timeout') return T.timeout;
  if (error.kind === 'network') return T.network;
  if (error.hasServerMessage) return T.registerFailedWith(error.message);
  if (error.code) return T.registerFailedWith(error.code);
  return T.httpError(error.status);
}
