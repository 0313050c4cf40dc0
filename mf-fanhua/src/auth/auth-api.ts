import { api, SHORT_TIMEOUT_MS } from '../api/client';

export interface FanhuaLoginAnswer {
  token?: string;
  user?: { id: string; role?: string; name?: string };
  error?: string;
}

export interface FanhuaRegisterAnswer {
  id?: string;
  message?: string;
  error?: string;
}

/** `name` is the username or the phone number. */
export function login(name: string, password: string): Promise<FanhuaLoginAnswer> {
  return api.post<FanhuaLoginAnswer>('/login/', { name, password }, { auth: false, timeoutMs: SHORT_TIMEOUT_MS });
}

export function register(name: string, password: string, phone: string): Promise<FanhuaRegisterAnswer> {
  return api.post<FanhuaRegisterAnswer>(
    '/players/',
    { name, password, phone, joinTeam: false },
    { auth: false, timeoutMs: SHORT_TIMEOUT_MS },
  );
}
