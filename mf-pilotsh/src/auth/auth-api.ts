import { api, SHORT_TIMEOUT_MS } from '../api/client';

export interface LoginAnswer {
  message?: string;
  token?: string;
  user?: { id: string; name?: string; phone?: string; role?: string };
}

export interface RegisterAnswer {
  id?: string;
  message?: string;
  error?: string;
}

export function login(phone: string, password: string): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/login', { phone, password }, { auth: false, timeoutMs: SHORT_TIMEOUT_MS });
}

export function register(name: string, phone: string, password: string): Promise<RegisterAnswer> {
  return api.post<RegisterAnswer>('/players', { name, phone, password }, { auth: false, timeoutMs: SHORT_TIMEOUT_MS });
}
