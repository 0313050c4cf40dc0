import { z } from 'zod';

/** The longest area code a player may type to look up or enter an area. */
export const AREA_CODE_INPUT_MAX_LENGTH = 64;

/** An area code as typed on a phone (compared without width, case or spaces by the service). */
export const AreaCodeText = z.string().trim().min(1, { error: '请输入区域代码' }).max(AREA_CODE_INPUT_MAX_LENGTH);

/** GET /area/current: the area the team stands in. */
export const AreaView = z.strictObject({
  id: z.number().int(),
  seq: z.number().int(),
  name: z.string(),
  description: z.string(),
  pos: z.string(),
  code: z.string(),
});
export type AreaView = z.infer<typeof AreaView>;

export const AreaSummary = z.strictObject({
  seq: z.number().int(),
  name: z.string(),
  pos: z.string(),
  code: z.string(),
});
export type AreaSummary = z.infer<typeof AreaSummary>;

/** GET /area/visited: the team's visited areas, first visit first. */
export const AreaVisitedResponse = z.strictObject({
  areas: z.array(z.strictObject({ seq: z.number().int(), name: z.string(), visitedAt: z.string() })),
  currentAreaSeq: z.number().int(),
});
export type AreaVisitedResponse = z.infer<typeof AreaVisitedResponse>;

/** GET /area/by-code/:code */
export const AreaByCodeParams = z.object({ code: AreaCodeText });
export type AreaByCodeParams = z.input<typeof AreaByCodeParams>;

export const AreaByCodeResponse = z.strictObject({ message: z.string(), area: AreaSummary });
export type AreaByCodeResponse = z.infer<typeof AreaByCodeResponse>;
