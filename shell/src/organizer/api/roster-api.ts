import type {
  CreateTeamInput,
  CreateTeamResponse,
  Roster,
  RosterChangeResponse,
  RosterImportPreview,
  RosterImportResponse,
} from '@citygames/contracts/organizer/roster.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson, uploadFile } from './organizer-client';

/** The roster calls of one game (pilotsh or polish120), under `/api/<game>/organizer`. */
export function rosterApi(game: RosterGameId) {
  const base = `/api/${game}/organizer`;
  return {
    roster: () => callJson<Roster>('GET', `${base}/roster`),
    createTeam: (input: CreateTeamInput) => callJson<CreateTeamResponse>('POST', `${base}/teams`, input),
    addMember: (teamId: string, phone: string) => callJson<RosterChangeResponse>('POST', `${base}/teams/${teamId}/members`, { phone }),
    makeLeader: (teamId: string, phone: string) => callJson<RosterChangeResponse>('PUT', `${base}/teams/${teamId}/leader`, { phone }),
    moveMember: (phone: string, teamId: string) => callJson<RosterChangeResponse>('PUT', `${base}/members/${phone}/team`, { teamId }),
    removeMember: (phone: string) => callJson<RosterChangeResponse>('DELETE', `${base}/members/${phone}`),
    /** The file's bytes as they are, so the server detects their encoding; the preview writes nothing. */
    previewFile: (file: Blob) => uploadFile<RosterImportPreview>(`${base}/roster/import?check=1`, file),
    importFile: (file: Blob) => uploadFile<RosterImportResponse>(`${base}/roster/import`, file),
  };
}
export type RosterApi = ReturnType<typeof rosterApi>;
