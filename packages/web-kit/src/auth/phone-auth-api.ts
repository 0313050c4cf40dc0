import { PHONE_LOGIN_SUCCESS_MESSAGE } from '@citygames/contracts/auth/login.rules';
import type { PhoneLoginResponse } from '@citygames/contracts/auth/login.schema';
import type { ApiClient } from '../api-client';
import type { LoginReading, RegisterAnswer } from './auth-outcome';

/** The login answer of pilotsh and polish120 (POST /api/<game>/login), read defensively: any part may be missing. */
export type PhoneLoginAnswer = Partial<PhoneLoginResponse>;

/** A 2xx answer logs in only with the success message and a token; any other message is the refusal. */
export function readPhoneLogin(answer: PhoneLoginAnswer | undefined): LoginReading<string> {
  if (answer?.message === PHONE_LOGIN_SUCCESS_MESSAGE && answer.token) return { ok: true, session: answer.token };
  return { ok: false, serverText: answer?.message };
}

/** Login with phone and password, registration with name, phone and password, through a game's client. */
export function createPhoneAuthApi(api: ApiClient, timeoutMs: number) {
  return {
    login: (phone: string, password: string) => api.post<PhoneLoginAnswer>('/login', { phone, password }, { auth: false, timeoutMs }),
    register: (name: string, phone: string, password: string) => api.post<RegisterAnswer>('/players', { name, phone, password }, { auth: false, timeoutMs }),
  };
}
