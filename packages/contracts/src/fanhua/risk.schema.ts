import { z } from 'zod';

/** The latest risk check over all players. */
export const RiskJob = z.object({
  id: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  player_count: z.number(),
  checked_count: z.number(),
});
export type RiskJob = z.infer<typeof RiskJob>;

/** POST /players/risk-all (202): the check started, or the one already running. */
export const RiskStartResponse = z.object({ success: z.literal(true), message: z.string(), job: RiskJob });
export type RiskStartResponse = z.infer<typeof RiskStartResponse>;

/** GET /players/risk-job */
export const RiskJobResponse = z.object({ success: z.literal(true), job: RiskJob.nullable() });
export type RiskJobResponse = z.infer<typeof RiskJobResponse>;

/** One player in the risk list; a player the running check has not reached yet is 'running'. */
export const PlayerRisk = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(['completed', 'running', 'not_checked']),
  risk: z.number(),
  reason: z.string(),
  checked_at: z.string().nullable(),
});
export type PlayerRisk = z.infer<typeof PlayerRisk>;

/** GET /players/get-all-risk: a bare array, one row per player (administrators left out). */
export const PlayerRiskListResponse = z.array(PlayerRisk);
export type PlayerRiskListResponse = z.infer<typeof PlayerRiskListResponse>;
