import { createHash } from 'node:crypto';
import type { PhoneDirectory } from '../../auth/phone-directory.js';

/**
 * The organiser's player in the preview (docs/studio.md「以玩家身份预览」). It is not an account:
 * svc-auth derives it from the organiser's id when it signs a preview token, the studio's reset puts
 * it in the test team, and the preview instance knows its phone without asking svc-auth.
 */
export const PREVIEW_PLAYER_NAME = '预览玩家';
export const PREVIEW_TEAM_NAME = '预览队';

export interface PreviewPlayer {
  id: string;
  name: string;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The same player for every preview token of one organiser; an ObjectId-shaped id (24 hex digits). */
export function previewPlayerOf(organizerId: string): PreviewPlayer {
  return { id: sha256Hex(`preview:${organizerId}`).slice(0, 24), name: PREVIEW_PLAYER_NAME };
}

/** A valid mainland mobile number (19xxxxxxxxx) derived from the player's id: rosters of pilotsh and polish120 list phones. */
export function previewPhoneOf(playerId: string): string {
  const digits = BigInt(`0x${sha256Hex(`preview-phone:${playerId}`).slice(0, 15)}`) % 1_000_000_000n;
  return `19${digits.toString().padStart(9, '0')}`;
}

/** The preview instance's phone lookup: answered here, never by svc-auth (the preview player has no account there). */
export const previewPhoneDirectory: PhoneDirectory = {
  phoneOf: (_token, claims) => Promise.resolve(previewPhoneOf(claims.id)),
};
