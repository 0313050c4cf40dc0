import type { AdminTeamsResponse } from '@citygames/contracts/fanhua/admin.schema';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { OrganizerMessageInput, OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import type { Roster } from '@citygames/contracts/organizer/roster.schema';
import { callJson } from './organizer-client';

export interface MessageTeam {
  id: string;
  name: string;
}

/** POST /api/<game>/organizer/messages: pilotsh and polish120 show it as a notice, fanhua in its radio. */
export const sendOrganizerMessage = (game: OrganizerGameId, input: OrganizerMessageInput) =>
  callJson<OrganizerMessageResponse>('POST', `/api/${game}/organizer/messages`, input);

/** The teams a message can be addressed to: the roster's (pilotsh, polish120), fanhua's administration list. */
export async function messageTeamsOf(game: OrganizerGameId): Promise<MessageTeam[]> {
  if (game === 'fanhua') return (await callJson<AdminTeamsResponse>('GET', '/api/fanhua/organizer/admin/teams')).teams;
  return (await callJson<Roster>('GET', `/api/${game}/organizer/roster`)).teams;
}
