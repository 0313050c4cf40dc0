import { z } from 'zod';

/** The pack now in use: what the console shows as "live". */
export const LivePack = z.object({ name: z.string(), importedAt: z.string().nullable(), revision: z.number().int().optional() });
export type LivePack = z.infer<typeof LivePack>;

/** GET /api/<game>/organizer/pack: the live pack, what an import does, and the game's import options. */
export const PackInfoResponse = z.object({
  live: LivePack.nullable(),
  effect: z.string(),
  options: z.array(z.object({ flag: z.string(), meaning: z.string() })),
  /** GET /pack.json answers the current pack (in the import's format). */
  downloadable: z.boolean(),
});
export type PackInfoResponse = z.infer<typeof PackInfoResponse>;

/** POST /pack?check=1: the pack is valid, nothing written. */
export const PackCheckResponse = z.object({ ok: z.literal(true), message: z.string() });
export type PackCheckResponse = z.infer<typeof PackCheckResponse>;

/** 201 of POST /pack: imported. */
export const PackImportResponse = z.object({ ok: z.literal(true), message: z.string(), live: LivePack.nullable() });
export type PackImportResponse = z.infer<typeof PackImportResponse>;

/** One problem of a refused pack: its path in the file, what is wrong, and where in the organiser's words (「任务 T4 的答案」). */
export const PackIssue = z.object({ path: z.string(), message: z.string(), where: z.string().optional() });
export type PackIssue = z.infer<typeof PackIssue>;

/** 422 PACK_INVALID: nothing written, every problem listed. */
export const PackRefusal = z.looseObject({
  success: z.literal(false),
  error: z.literal('PACK_INVALID'),
  message: z.string().min(1),
  issues: z.array(PackIssue),
});
export type PackRefusal = z.infer<typeof PackRefusal>;
