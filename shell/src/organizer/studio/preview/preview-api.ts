import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PreviewResetResponse, PreviewStatusResponse, PreviewTokenResponse } from '@citygames/contracts/organizer/preview.schema';
import { callJson } from '../../api/organizer-client';

/** The preview of one game (docs/studio.md「以玩家身份预览」): what it was last reset from, a reset, and the preview player's token. */
export const fetchPreviewStatus = (game: OrganizerGameId) => callJson<PreviewStatusResponse>('GET', `/api/${game}/organizer/studio/preview`);
export const resetPreview = (game: OrganizerGameId, from: 'draft' | 'live') =>
  callJson<PreviewResetResponse>('POST', `/api/${game}/organizer/studio/preview`, { from });
export const fetchPreviewToken = (game: OrganizerGameId) => callJson<PreviewTokenResponse>('POST', '/api/organizer/preview-token', { game });
