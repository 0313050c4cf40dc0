import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PackCheckResponse, PackImportResponse, PackInfoResponse } from '@citygames/contracts/organizer/pack.schema';
import { callJson, uploadFile } from './organizer-client';

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
