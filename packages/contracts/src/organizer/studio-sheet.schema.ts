import { z } from 'zod';

/**
 * Bulk import into the studio's draft, `/api/<game>/organizer/studio/sheet/<item>/…`: the template,
 * the preview of an uploaded sheet row by row, and the merge of its rows into the draft (entry by entry).
 */

export const StudioSheetTemplateQuery = z.object({ format: z.enum(['xlsx', 'csv'], { error: '模板格式必须是 xlsx 或 csv' }).default('xlsx') }).strict();
export type StudioSheetTemplateQuery = z.infer<typeof StudioSheetTemplateQuery>;

/** One problem of the sheet: the spreadsheet's row number (the header is row 1) and the column's header. */
export const StudioSheetProblem = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
export type StudioSheetProblem = z.infer<typeof StudioSheetProblem>;

/** One row of the sheet as it would enter the draft. */
export const StudioSheetRow = z.object({
  row: z.number().int(),
  /** The entry's id (text, as the draft names entries); null when the row has none. */
  id: z.string().nullable(),
  /** The entry's name for the preview table. */
  name: z.string(),
  /** add: a new id; update: an entry of the draft changes; same: the row says what the draft already holds. */
  action: z.enum(['add', 'update', 'same']),
  problems: z.array(StudioSheetProblem),
  /** The entry after the merge (the sheet's columns over the draft's entry); absent when the row has problems. */
  value: z.unknown().optional(),
  /** The entry's version in the draft the preview read (0: new), what the merge is based on. */
  baseVersion: z.number().int(),
});
export type StudioSheetRow = z.infer<typeof StudioSheetRow>;

export const StudioSheetPreview = z.object({
  item: z.string(),
  /** The list's name in the organiser's words (任务, 区域). */
  title: z.string(),
  ok: z.boolean(),
  rows: z.array(StudioSheetRow),
  /** Problems of the whole sheet (a column it does not know is ignored and named here). */
  notes: z.array(z.string()),
  /** The version of the whole list in the draft the preview read (for a list saved as one value). */
  itemVersion: z.number().int(),
});
export type StudioSheetPreview = z.infer<typeof StudioSheetPreview>;

const version = z.number({ error: '版本号必须是数字' }).int({ error: '版本号必须是整数' }).min(0, { error: '版本号不能为负数' });

/** POST /studio/sheet/<item>/merge: the previewed rows without problems, each with the version it was previewed at. */
export const StudioSheetMergeInput = z
  .object({
    itemVersion: version,
    rows: z
      .array(
        z.object({ row: z.number().int().min(1), id: z.string().min(1).max(200), baseVersion: version, value: z.record(z.string(), z.unknown()) }).strict(),
        { error: '要合并的行必须是列表' },
      )
      .min(1, { error: '没有要合并的行' })
      .max(1000, { error: '一次最多合并 1000 行' }),
  })
  .strict();
export type StudioSheetMergeInput = z.infer<typeof StudioSheetMergeInput>;

/** 200 of the merge: the draft's new version and how many entries were added and updated. */
export const StudioSheetMergeResponse = z.object({ draftVersion: z.number().int(), added: z.number().int(), updated: z.number().int() });
export type StudioSheetMergeResponse = z.infer<typeof StudioSheetMergeResponse>;
