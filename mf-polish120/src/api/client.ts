import { createApiClient, type RequestOptions } from '@citygames/web-kit/api-client';
import { LOGIN_PATH } from '../paths';

/** The one API client of polish120: paths are relative to /api/polish120, a 401 goes to /polish120/login. */
export const api = createApiClient({ game: 'polish120', loginPath: LOGIN_PATH });

/** The time-out of login, register, answer submissions and the progress list. */
export const SHORT_TIMEOUT_MS = 5000;

/** Answer submissions: the short time-out, and a 401 goes to the login page after 2 s. */
export const SUBMIT_OPTIONS: RequestOptions = { timeoutMs: SHORT_TIMEOUT_MS, unauthorizedRedirectDelayMs: 2000 };
