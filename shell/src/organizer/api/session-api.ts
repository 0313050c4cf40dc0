import type {
  OrganizerLoginInput,
  OrganizerLoginResponse,
  OrganizerLogoutResponse,
  OrganizerMeResponse,
} from '@citygames/contracts/auth/organizer-login.schema';
import { callJson } from './organizer-client';

export function signIn(input: OrganizerLoginInput): Promise<OrganizerLoginResponse> {
  return callJson<OrganizerLoginResponse>('POST', '/api/organizer/login', input);
}

export function fetchMe(): Promise<OrganizerMeResponse> {
  return callJson<OrganizerMeResponse>('GET', '/api/organizer/me');
}

/** Ends this token's sign-in on the server: every service refuses the token from then on. */
export function signOut(): Promise<OrganizerLogoutResponse> {
  return callJson<OrganizerLogoutResponse>('POST', '/api/organizer/logout');
}
