import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PackCheckResponse, PackImportResponse, PackInfoResponse } from '@citygames/contracts/organizer/pack.schema';
import { GAME_TITLES } from '@citygames/contracts/organizer/games.rules';
import { callJson, download, uploadFile } from './organizer-client';

export const fetchPackInfo = (game: OrganizerGameId) => callJson<PackInfoResponse>('GET', `/api/${game}/organizer/pack`);

/** Uploads a pack's text: only checked (`checkOnly`) or checked and imported with the chosen options. */
export function uploadPack(
  game: OrganizerGameId,
  text: string,
  options: readonly string[],
  checkOnly: boolean,
): Promise<PackCheckResponse | PackImportResponse> {
  const query = new URLSearchParams([...options.map((flag) => ['option', flag]), ...(checkOnly ? [['check', '1']] : [])]);
  return uploadFile<PackCheckResponse | PackImportResponse>(`/api/${game}/organizer/pack?${query.toString()}`, text);
}

/** The current pack in the import's format (for a game whose pack info says it is downloadable). */
export const downloadPack = (game: OrganizerGameId) => download(`/api/${game}/organizer/pack.json`, `${GAME_TITLES[game]}活动包.json`);
