import { z } from 'zod';

/** The organiser's live boards (`GET /api/<game>/organizer/board`), one shape per game. */

/** One pilotsh team on the live board and in the results. */
export const PilotshBoardRow = z.object({
  id: z.string(),
  name: z.string(),
  leader: z.string().nullable(),
  members: z.array(z.string()),
  currentArea: z.string(),
  areasVisited: z.number().int(),
  tasksSolved: z.number().int(),
  activeBans: z.number().int(),
  createdAt: z.string().nullable(),
  lastSolvedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type PilotshBoardRow = z.infer<typeof PilotshBoardRow>;

export const PilotshBoardResponse = z.object({ teams: z.array(PilotshBoardRow) });
export type PilotshBoardResponse = z.infer<typeof PilotshBoardResponse>;

/** One polish120 team on the live board. */
export const Polish120BoardRow = z.object({
  id: z.string(),
  name: z.string(),
  leader: z.string().nullable(),
  members: z.array(z.string()),
  started: z.boolean(),
  xStage: z.number().int(),
  tasksSolved: z.number().int(),
  activeBans: z.number().int(),
  lastActivityAt: z.string().nullable(),
});
export type Polish120BoardRow = z.infer<typeof Polish120BoardRow>;

export const Polish120BoardResponse = z.object({ teams: z.array(Polish120BoardRow) });
export type Polish120BoardResponse = z.infer<typeof Polish120BoardResponse>;

/** A fanhua team's last reported position. */
export const FanhuaTeamPosition = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  at: z.string(),
  player: z.string(),
  areaId: z.number().int().nullable(),
});
export type FanhuaTeamPosition = z.infer<typeof FanhuaTeamPosition>;

/** fanhua's board: positions and assets per team, the area centres, recent trades and the highest risk scores. */
export const FanhuaBoard = z.object({
  teams: z.array(z.object({ id: z.string(), name: z.string(), members: z.number().int(), assets: z.number(), position: FanhuaTeamPosition.nullable() })),
  /** Area centres (WGS-84), the background of the console's map. */
  areas: z.array(z.object({ id: z.number().int(), lat: z.number(), lng: z.number() })),
  recentTrades: z.object({
    areaTrades: z.number().int(),
    teamTrades: z.number().int(),
    latest: z.array(z.object({ team: z.string(), areaId: z.number().int(), at: z.string() })),
  }),
  risks: z.array(z.object({ player: z.string(), risk: z.number(), reason: z.string(), checkedAt: z.string() })),
});
export type FanhuaBoard = z.infer<typeof FanhuaBoard>;
