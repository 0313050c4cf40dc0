import { z } from 'zod';

/**
 * The organiser's hold on a player's phone (svc-auth, `/api/organizer/games/:game/players/:phone/…`): sign every token of
 * the player out, suspend or reinstate the player (docs/auth.md「退出手机与暂停」).
 */

/** PUT …/players/:phone/suspension (svc-auth) and PUT /api/<game>/organizer/teams/:teamId/suspension. */
export const SuspensionInput = z.object({ suspended: z.boolean({ error: '请说明暂停还是恢复' }) });
export type SuspensionInput = z.infer<typeof SuspensionInput>;

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

/** A team's suspension after PUT /api/<game>/organizer/teams/:teamId/suspension; `changed` is false when it already was so. */
export const TeamSuspensionResponse = z.object({ team: z.object({ id: z.string(), name: z.string() }), suspended: z.boolean(), changed: z.boolean() });
export type TeamSuspensionResponse = z.infer<typeof TeamSuspensionResponse>;

/** GET /api/<game>/organizer/suspended-teams. */
export const SuspendedTeamsResponse = z.object({ teams: z.array(z.object({ id: z.string(), name: z.string() })) });
export type SuspendedTeamsResponse = z.infer<typeof SuspendedTeamsResponse>;
