import { createApiClient } from '@citygames/web-kit/api-client';
import { LOGIN_PATH } from '../paths';

/** The one API client of polish120: paths are relative to /api/polish120, a 401 goes to /polish120/login. */
export const api = createApiClient({ game: 'polish120', loginPath: LOGIN_PATH });

/** The spec's 5 s time-out (login, register, submit, progress). */
export const SHORT_TIMEOUT_MS = 5000;
