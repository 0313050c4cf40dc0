import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PreviewResetResponse, PreviewStatusResponse, PreviewTokenResponse } from '@citygames/contracts/organizer/preview.schema';
import { callJson } from '../../api/organizer-client';

/** The preview of one game (docs/studio.md「以玩家身份预览」): what it was last reset from, a reset, and the preview player's token. */
export const fetchPreviewStatus = (game: OrganizerGameId) => callJson<PreviewStatusResponse>('GET', `/api/${game}/organizer/studio/preview`);
export const resetPreview = (game: OrganizerGameId, from: 'draft' | 'live') =>
  callJson<PreviewResetResponse>('POST', `/api/${game}/organizer/studio/preview`, { from });
export const fetchPreviewToken = (game: OrganizerGameId) => callJson<PreviewTokenResponse>('POST', '/api/organizer/preview-token', { game });

/**
 * pilotsh: the preview team enters an area by its code, exactly as a player types it (`move_to`), with the
 * preview player's token, so the entry being previewed is open to it. Already standing there is no failure.
 */
export async function enterPreviewArea(token: string, code: string): Promise<void> {
  const response = await fetch('/api/pilotsh/studio-preview/team/status', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'move_to', args: { pos: code } }),
  });
  if (response.ok || response.status === 409) return;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(typeof body?.message === 'string' ? `预览队没能进入这个区域：${body.message}` : '预览队没能进入这个区域');
}
