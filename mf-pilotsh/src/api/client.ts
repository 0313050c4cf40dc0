import { createApiClient } from '@citygames/web-kit/api-client';
import { LOGIN_PATH } from '../paths';

/** The one API client of pilotsh: paths are relative to /api/pilotsh, a 401 goes to /pilotsh/login. */
export const api = createApiClient({ game: 'pilotsh', loginPath: LOGIN_PATH });

/** The 5 s time-out of the calls a player waits on (login, register, submit, progress). */
export const SHORT_TIMEOUT_MS = 5000;
