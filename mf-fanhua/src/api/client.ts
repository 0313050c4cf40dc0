import { createApiClient } from '@citygames/web-kit/api-client';
import { LOGIN_PATH } from '../paths';

/** The one API client of fanhua: paths are relative to /api/fanhua, a 401 goes to /fanhua/auth. */
export const api = createApiClient({ game: 'fanhua', loginPath: LOGIN_PATH });

/** Login and registration give up after 5 s. */
export const SHORT_TIMEOUT_MS = 5000;
