import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type {
  StudioCheckResponse,
  StudioCompareResponse,
  StudioDraftResponse,
  StudioDraftStart,
  StudioImpactResponse,
  StudioItemChange,
  StudioListChange,
  StudioPublishResponse,
  StudioSchemaResponse,
  StudioVersionsResponse,
} from '@citygames/contracts/organizer/studio.schema';
import type { StudioImageUploadResponse } from '@citygames/contracts/organizer/studio-media.schema';
import { callJson, download, uploadFile } from '../api/organizer-client';

const base = (game: OrganizerGameId) => `/api/${game}/organizer/studio`;

export const fetchStudioSchema = (game: OrganizerGameId) => callJson<StudioSchemaResponse>('GET', `${base(game)}/schema`);
export const fetchDraft = (game: OrganizerGameId) => callJson<StudioDraftResponse>('GET', `${base(game)}/draft`);
export const startDraft = (game: OrganizerGameId, start: StudioDraftStart) => callJson<StudioDraftResponse>('POST', `${base(game)}/draft`, start);
export const saveDraft = (game: OrganizerGameId, changes: (StudioItemChange | StudioListChange)[]) =>
  callJson<StudioDraftResponse>('PUT', `${base(game)}/draft`, { changes });
export const checkDraft = (game: OrganizerGameId) => callJson<StudioCheckResponse>('POST', `${base(game)}/draft/check`, {});
export const publishDraft = (game: OrganizerGameId, input: { draftVersion: number; note: string; options: string[] }) =>
  callJson<StudioPublishResponse>('POST', `${base(game)}/publish`, input);
export const fetchVersions = (game: OrganizerGameId) => callJson<StudioVersionsResponse>('GET', `${base(game)}/versions`);
export const restoreVersion = (game: OrganizerGameId, id: string, replaceVersion: number | undefined) =>
  callJson<StudioDraftResponse>('POST', `${base(game)}/versions/${id}/restore`, replaceVersion === undefined ? {} : { replaceVersion });
export const compareVersions = (game: OrganizerGameId, from: string, to: string) =>
  callJson<StudioCompareResponse>('GET', `${base(game)}/compare?${new URLSearchParams({ from, to }).toString()}`);
/** What publishing the draft with these import options does to the teams playing now. */
export const fetchImpact = (game: OrganizerGameId, options: readonly string[]) =>
  callJson<StudioImpactResponse>('GET', `${base(game)}/impact?${new URLSearchParams({ options: options.join(',') }).toString()}`);
/** The published pack as the JSON file the CLI and the pack upload import; `inline` carries the stored pictures inside (for another platform). */
export const downloadVersion = (game: OrganizerGameId, id: string, number: number, images: 'paths' | 'inline' = 'paths') =>
  download(`${base(game)}/versions/${id}${images === 'inline' ? '?images=inline' : ''}`, `${game}-v${number}${images === 'inline' ? '-含图片' : ''}.json`);
/** Stores a picture on the platform; the answer's path goes into the pack. */
export const uploadStudioImage = (game: OrganizerGameId, picture: Blob) => uploadFile<StudioImageUploadResponse>(`${base(game)}/images`, picture);
