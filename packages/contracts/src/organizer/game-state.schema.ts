import { z } from 'zod';

const perGame = <T extends z.ZodType>(value: T) => z.object({ pilotsh: value, polish120: value, fanhua: value });

/** GET /api/organizer/games/state (public): whether each game is open to players. */
export const GameStatesResponse = z.object({ games: perGame(z.boolean()) });
export type GameStatesResponse = z.infer<typeof GameStatesResponse>;

/** PUT /api/organizer/games/:game/state. */
export const GameOpenInput = z.object({ open: z.boolean({ error: 'open 必须是 true 或 false' }) });
export type GameOpenInput = z.infer<typeof GameOpenInput>;

export const GameOpenResponse = z.object({ game: z.enum(['pilotsh', 'polish120', 'fanhua']), open: z.boolean() });
export type GameOpenResponse = z.infer<typeof GameOpenResponse>;

/** 503 of a closed game's player calls, login and registration included. */
export const GameOfflineResponse = z.object({
  success: z.literal(false),
  error: z.literal('GAME_OFFLINE'),
  game: z.string(),
  message: z.string().min(1),
});
export type GameOfflineResponse = z.infer<typeof GameOfflineResponse>;

/** GET /api/organizer/players/counts: registered players (not admins) per game. */
export const PlayerCountsResponse = z.object({ players: perGame(z.number().int().min(0)) });
export type PlayerCountsResponse = z.infer<typeof PlayerCountsResponse>;
