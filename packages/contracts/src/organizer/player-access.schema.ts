import { z } from 'zod';

/**
 * The organiser's hold on a player's phone (svc-auth, `/api/organizer/games/:game/players/:phone/…`): sign every token of
 * the player out, suspend or reinstate the player (docs/auth.md「退出手机与暂停」).
 */

/** PUT …/suspension. */
export const PlayerSuspensionInput = z.object({ suspended: z.boolean({ error: '请说明暂停还是恢复' }) });
export type PlayerSuspensionInput = z.infer<typeof PlayerSuspensionInput>;

/** The player's access after POST …/sign-out or PUT …/suspension; `changed` is false when it already was so (nothing recorded). */
export const PlayerAccessResponse = z.object({
  player: z.object({ name: z.string(), phone: z.string() }),
  suspended: z.boolean(),
  signedOutAt: z.string().nullable(),
  changed: z.boolean(),
});
export type PlayerAccessResponse = z.infer<typeof PlayerAccessResponse>;

/** GET /api/organizer/games/:game/suspended-players: who is suspended now, by phone. */
export const SuspendedPlayersResponse = z.object({ players: z.array(z.object({ phone: z.string(), name: z.string() })) });
export type SuspendedPlayersResponse = z.infer<typeof SuspendedPlayersResponse>;
