import { z } from 'zod';
import { isAssetType, isValidAssetKey } from './assets.rules.js';
import { AssetLine } from './areas.schema.js';

/** GET /trade/assets?team_id=…: a player sees the own team; an administrator any team. */
export const AssetsQuery = z.object({ team_id: z.string().trim().max(40).optional() });
export type AssetsQuery = z.input<typeof AssetsQuery>;

export const AssetsResponse = z.object({ success: z.literal(true), team_id: z.string(), assets: z.array(AssetLine) });
export type AssetsResponse = z.infer<typeof AssetsResponse>;

/** GET /trade/leaderboard?type=…&arg=…&limit=…: the teams holding most of one asset. */
export const LeaderboardQuery = z
  .object({
    type: z.string().min(1, { error: '请选择资源类型' }),
    arg: z.string().default(''),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((query) => isAssetType(query.type) && isValidAssetKey(query.type, query.arg), { path: ['arg'], message: '未知的资源' });
export type LeaderboardQuery = z.input<typeof LeaderboardQuery>;

export const LeaderboardRow = z.object({ rank: z.number(), team_id: z.string(), team_name: z.string(), count: z.number() });
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** `frozen_at`: the board froze then (the organiser's timetable) and shows the standings kept at that time; null: live. */
export const LeaderboardResponse = z.object({ success: z.literal(true), frozen_at: z.string().nullable().optional(), leaderboard: z.array(LeaderboardRow) });
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;
