import type { FanhuaLoginInput, FanhuaLoginResponse } from '@citygames/contracts/auth/login.schema';
import type { FanhuaRegisterInput, RegisterResponse } from '@citygames/contracts/auth/register.schema';
import type { LoginReading } from '@citygames/web-kit/auth/auth-outcome';
import type { FanhuaUser } from '@citygames/web-kit/token-store';
import { api, SHORT_TIMEOUT_MS } from '../../../api/client';

/**
 * A 2xx login answer as the screen reads it: the contract's fields, each checked before use, since a
 * body that is not svc-auth's (a proxy's page) reaches the browser unchecked; `error` is the refusal's text.
 */
type FanhuaLoginAnswer = Partial<FanhuaLoginResponse> & { error?: string };

export interface FanhuaSession {
  token: string;
  user: FanhuaUser;
}

/** `name` is the username or the phone number. */
export function login(name: string, password: string): Promise<FanhuaLoginResponse> {
  return api.post<FanhuaLoginResponse>('/login/', { name, password } satisfies FanhuaLoginInput, { auth: false, timeoutMs: SHORT_TIMEOUT_MS });
}

export function register(name: string, password: string, phone: string): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/players/', { name, password, phone, joinTeam: false } satisfies FanhuaRegisterInput, {
    auth: false,
    timeoutMs: SHORT_TIMEOUT_MS,
  });
}

/** A 2xx login answer logs in with a token and a user (role `user` unless it says admin); else its error text. */
export function readFanhuaLogin(answer: FanhuaLoginAnswer | undefined): LoginReading<FanhuaSession> {
  if (answer?.token && answer.user?.id) {
    const user: FanhuaUser = {
      id: String(answer.user.id),
      role: answer.user.role === 'admin' ? 'admin' : 'user',
      ...(answer.user.name ? { name: answer.user.name } : {}),
    };
    return { ok: true, session: { token: answer.token, user } };
  }
  return { ok: false, serverText: answer?.error };
}
