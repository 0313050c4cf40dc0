import { z } from 'zod';

const perGame = <T extends z.ZodType>(value: T) => z.object({ pilotsh: value, polish120: value, fanhua: value });

/**
 * GET /api/organizer/games/state (public): whether each game is open to players, and for a game its timetable keeps closed
 * until a time still to come, that time (ISO; null otherwise: open, switched off, or no opening ahead).
 */
export const GameStatesResponse = z.object({ games: perGame(z.boolean()), opensAt: perGame(z.string().nullable()) });
export type GameStatesResponse = z.infer<typeof GameStatesResponse>;

/** PUT /api/organizer/games/:game/state. */
export const GameOpenInput = z.object({ open: z.boolean({ error: 'open 必须是 true 或 false' }) });
export type GameOpenInput = z.infer<typeof GameOpenInput>;

export const GameOpenResponse = z.object({ game: z.enum(['pilotsh', 'polish120', 'fanhua']), open: z.boolean() });
export type GameOpenResponse = z.infer<typeof GameOpenResponse>;

/** 503 of a closed game's player calls, login and registration included; `opensAt` when its timetable opens it later. */
export const GameOfflineResponse = z.object({
  success: z.literal(false),
  error: z.literal('GAME_OFFLINE'),
  game: z.string(),
  message: z.string().min(1),
  opensAt: z.string().nullable().optional(),
});
export type GameOfflineResponse = z.infer<typeof GameOfflineResponse>;

/** GET /api/organizer/players/counts: registered players (not admins) per game. */
export const PlayerCountsResponse = z.object({ players: perGame(z.number().int().min(0)) });
export type PlayerCountsResponse = z.infer<typeof PlayerCountsResponse>;
