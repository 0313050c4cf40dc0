import { z } from 'zod';

/**
 * Preview as a player (docs/studio.md「以玩家身份预览」): svc-auth signs a preview token for the
 * organiser's preview player, and each game service keeps one preview instance (its own database)
 * that the studio resets from the draft or the live pack.
 */

export const PreviewGame = z.enum(['pilotsh', 'polish120', 'fanhua'], { error: '游戏必须是 pilotsh、polish120 或 fanhua' });

/** `POST /api/organizer/preview-token` (svc-auth, organiser tokens only). */
export const PreviewTokenInput = z.object({ game: PreviewGame }).strict();
export type PreviewTokenInput = z.infer<typeof PreviewTokenInput>;

/** The organiser's preview player: not an account, the same for every token of one organiser. */
export const PreviewPlayer = z.object({ id: z.string(), name: z.string() });
export type PreviewPlayer = z.infer<typeof PreviewPlayer>;

export const PreviewTokenResponse = z.object({ token: z.string(), expiresAt: z.string(), player: PreviewPlayer });
export type PreviewTokenResponse = z.infer<typeof PreviewTokenResponse>;

/** `POST /api/<game>/organizer/studio/preview`: start the preview again from the draft or the live pack. */
export const PreviewResetInput = z.object({ from: z.enum(['draft', 'live'], { error: 'from 必须是 draft 或 live' }) }).strict();
export type PreviewResetInput = z.infer<typeof PreviewResetInput>;

export const PreviewResetResponse = z.object({
  ready: z.literal(true),
  from: z.enum(['draft', 'live']),
  /** The draft version the preview was made from; null when it was made from the live pack. */
  draftVersion: z.number().int().nullable(),
  startedAt: z.string(),
  team: z.object({ name: z.string() }),
  player: PreviewPlayer,
});
export type PreviewResetResponse = z.infer<typeof PreviewResetResponse>;

/** `GET /api/<game>/organizer/studio/preview`: what the preview was last reset from (nothing before the first reset). */
export const PreviewStatusResponse = z.object({
  ready: z.boolean(),
  from: z.enum(['draft', 'live']).optional(),
  draftVersion: z.number().int().nullable().optional(),
  startedAt: z.string().optional(),
  team: z.object({ name: z.string() }).optional(),
});
export type PreviewStatusResponse = z.infer<typeof PreviewStatusResponse>;
