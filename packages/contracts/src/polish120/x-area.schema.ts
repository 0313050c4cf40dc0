import { z } from 'zod';
import { GuessLimit } from '../common/answer.schema.js';
import { MAX_X_STAGE, STATION_KEYS } from './x-area.rules.js';

export const StationKey = z.enum(STATION_KEYS);

export const StationView = z.object({ key: StationKey, label: z.string(), solved: z.boolean(), answer: z.string().nullable() });
export type StationView = z.infer<typeof StationView>;

/** GET /api/polish120/x-area: the content of every stage the team has reached (null beyond it). */
export const XAreaResponse = z.object({
  maxStage: z.number().int().min(0).max(MAX_X_STAGE),
  /** The current stage's limit; null once stage 4 is reached. */
  guessLimit: GuessLimit.nullable(),
  flags: z.object({ x1: z.boolean(), x2: z.boolean(), x3: z.boolean(), x4: z.boolean() }),
  stage0: z.object({ introHtml: z.string() }),
  stage1: z.object({ revealHtml: z.string(), questionHtml: z.string(), converterPrefill: z.string(), converterPrefillHex: z.string().nullable() }).nullable(),
  stage2: z.object({ revealHtml: z.string(), hintHtml: z.string(), stations: z.array(StationView) }).nullable(),
  stage3: z.object({ revealHtml: z.string() }).nullable(),
  stage4: z.object({ reasoningHtml: z.string(), placeholder: z.string() }).nullable(),
});
export type XAreaResponse = z.infer<typeof XAreaResponse>;
