import type { CreateTeamResponse, Roster, RosterChangeResponse, RosterImportPreview, RosterImportResponse } from '@citygames/contracts/organizer/roster.schema';
import { GAME_TITLES, type RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson, download, uploadFile } from './organizer-client';

/**
 * The roster calls of one game, under `/api/<game>/organizer`. Every change
 * carries the roster version it was made from (`version`, from the roster read): the server refuses
 * one made from a stale view with 409 ROSTER_STALE.
 */
export function rosterApi(game: RosterGameId) {
  const base = `/api/${game}/organizer`;
  return {
    roster: () => callJson<Roster>('GET', `${base}/roster`),
    createTeam: (version: number, name: string, leaderPhone: string) => callJson<CreateTeamResponse>('POST', `${base}/teams`, { name, leaderPhone, version }),
    renameTeam: (version: number, teamId: string, name: string) => callJson<RosterChangeResponse>('PUT', `${base}/teams/${teamId}`, { name, version }),
    deleteTeam: (version: number, teamId: string) => callJson<RosterChangeResponse>('DELETE', `${base}/teams/${teamId}`, { version }),
    resetTeam: (version: number, teamId: string) => callJson<RosterChangeResponse>('POST', `${base}/teams/${teamId}/reset`, { version }),
    addMember: (version: number, teamId: string, phone: string) =>
      callJson<RosterChangeResponse>('POST', `${base}/teams/${teamId}/members`, { phone, version }),
    makeLeader: (version: number, teamId: string, phone: string) => callJson<RosterChangeResponse>('PUT', `${base}/teams/${teamId}/leader`, { phone, version }),
    moveMember: (version: number, phone: string, teamId: string) => callJson<RosterChangeResponse>('PUT', `${base}/members/${phone}/team`, { teamId, version }),
    removeMember: (version: number, phone: string) => callJson<RosterChangeResponse>('DELETE', `${base}/members/${phone}`, { version }),
    /** The file's bytes as they are, so the server detects their encoding; the preview writes nothing. */
    previewFile: (file: Blob) => uploadFile<RosterImportPreview>(`${base}/roster/import?check=1`, file),
    importFile: (version: number, file: Blob) => uploadFile<RosterImportResponse>(`${base}/roster/import?version=${version}`, file),
    /** The roster in use, in the import's format (UTF-8 with BOM, opens in Excel). */
    downloadCsv: () => download(`${base}/roster.csv`, `${GAME_TITLES[game]}名单.csv`),
  };
}
export type RosterApi = ReturnType<typeof rosterApi>;
