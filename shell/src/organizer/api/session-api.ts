import type { OrganizerLoginInput, OrganizerLoginResponse, OrganizerMeResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { callJson } from './organizer-client';

export function signIn(input: OrganizerLoginInput): Promise<OrganizerLoginResponse> {
  return callJson<OrganizerLoginResponse>('POST', '/api/organizer/login', input);
}

export function fetchMe(): Promise<OrganizerMeResponse> {
  return callJson<OrganizerMeResponse>('GET', '/api/organizer/me');
}
