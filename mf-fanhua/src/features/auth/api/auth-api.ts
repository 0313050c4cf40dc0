import type { LoginReading, RegisterAnswer } from '@citygames/web-kit/auth/auth-outcome';
import type { FanhuaUser } from '@citygames/web-kit/token-store';
import { api, SHORT_TIMEOUT_MS } from '../../../api/client';

export interface FanhuaLoginAnswer {
  token?: string;
  user?: { id: string; role?: string; name?: string };
  error?: string;
}

export interface FanhuaSession {
  token: string;
  user: FanhuaUser;
}

/** `name` is the username or the phone number. */
export function login(name: string, password: string): Promise<FanhuaLoginAnswer> {
  return api.post<FanhuaLoginAnswer>('/login/', { name, password }, { auth: false, timeoutMs: SHORT_TIMEOUT_MS });
}

export function register(name: string, password: string, phone: string): Promise<RegisterAnswer> {
  return api.post<RegisterAnswer>('/players/', { name, password, phone, joinTeam: false }, { auth: false, timeoutMs: SHORT_TIMEOUT_MS });
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
