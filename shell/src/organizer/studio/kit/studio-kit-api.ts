import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioPrintKit } from '@citygames/contracts/organizer/studio-print.schema';
import type { StudioSheetMergeInput, StudioSheetMergeResponse, StudioSheetPreview } from '@citygames/contracts/organizer/studio-sheet.schema';
import { callJson, download, uploadFile } from '../../api/organizer-client';

const base = (game: OrganizerGameId) => `/api/${game}/organizer/studio`;

/** The sheet template with Chinese headers and an example row, as a workbook or a CSV. */
export const downloadSheetTemplate = (game: OrganizerGameId, item: string, fileName: string, format: 'xlsx' | 'csv') =>
  download(`${base(game)}/sheet/${item}/template?format=${format}`, `${fileName}.${format}`);
/** The server reads the sheet and checks every row against the draft; nothing is written. */
export const previewSheet = (game: OrganizerGameId, item: string, file: Blob) => uploadFile<StudioSheetPreview>(`${base(game)}/sheet/${item}/preview`, file);
export const mergeSheet = (game: OrganizerGameId, item: string, input: StudioSheetMergeInput) =>
  callJson<StudioSheetMergeResponse>('POST', `${base(game)}/sheet/${item}/merge`, input);
export const fetchPrintKit = (game: OrganizerGameId, from: 'draft' | 'live') => callJson<StudioPrintKit>('GET', `${base(game)}/print?from=${from}`);
