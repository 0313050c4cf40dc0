import type { PreviewTokenResponse } from '@citygames/contracts/organizer/preview.schema';
import { expiryOf, previewAudience, signToken, type Game } from '@citygames/service-kit/auth/auth-token';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { previewPlayerOf } from '@citygames/service-kit/organizer/preview/preview-player';

/** A preview session lasts an organiser's working day; after it the console asks for a new token. */
export const PREVIEW_TOKEN_TTL_SECONDS = 12 * 3600;

/**
 * A token of the organiser's preview player (docs/studio.md「以玩家身份预览」): a plain player of the
 * game for the preview instance, with the audience `<game>-preview` that every live instance refuses.
 * No account is written: the player's id is derived from the organiser's.
 */
export function signPreviewToken(organizer: OrganizerUser, game: Game, privateKey: string): PreviewTokenResponse {
  const player = previewPlayerOf(organizer.id);
  const token = signToken(
    { id: player.id, game, role: 'user', name: player.name },
    { privateKey, expiresInSeconds: PREVIEW_TOKEN_TTL_SECONDS, audience: previewAudience(game) },
  );
  return { token, expiresAt: expiryOf(token).toISOString(), player };
}
