import { z } from 'zod';
import { PackIssue } from './pack.schema.js';

/**
 * The content studio, `/api/<game>/organizer/studio/…`: a draft of the game's pack edited in the
 * console, checked and published through the game's own import, and every published version kept.
 * The draft is versioned per entry of each named list (tasks by id, areas by id or seq…) and per
 * top-level item otherwise, so two organisers editing different entries both save, and the second
 * save of the same entry is refused.
 */

const versionNumber = z.number({ error: '版本号必须是数字' }).int({ error: '版本号必须是整数' }).min(0, { error: '版本号不能为负数' });

/** A top-level key of the game's pack. */
export const StudioItemKey = z.string({ error: '条目名必须是文字' }).regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, { error: '条目名格式不正确' });

/** A stored version's id (a MongoDB ObjectId). */
export const StudioVersionId = z.string().regex(/^[a-f0-9]{24}$/, { error: '版本编号格式不正确' });

export const StudioSchemaResponse = z.object({
  /** The pack's JSON Schema (draft-07), made from the zod schema the import checks with. */
  schema: z.record(z.string(), z.unknown()),
  /** What a publish replaces and keeps (the import's effect). */
  effect: z.string(),
  options: z.array(z.object({ flag: z.string(), meaning: z.string() })),
});
export type StudioSchemaResponse = z.infer<typeof StudioSchemaResponse>;

/** A list of the draft kept entry by entry: which key names its entries, the version of its order and of each entry (by name). */
export const StudioListVersions = z.object({
  key: z.string(),
  order: z.number().int(),
  entries: z.record(z.string(), z.number().int()),
});
export type StudioListVersions = z.infer<typeof StudioListVersions>;

export const StudioDraftView = z.object({
  pack: z.record(z.string(), z.unknown()),
  /** Grows by one with every save; a publish names the version it publishes. */
  version: z.number().int(),
  /** The version of each top-level item, what a save of the whole item must be based on (grows with every change inside it). */
  itemVersions: z.record(z.string(), z.number().int()),
  /** The lists kept entry by entry (see studio-entries.rules): the naming key, the order's version and each entry's version. */
  lists: z.record(z.string(), StudioListVersions).optional(),
  /** Where the draft started: 演示活动包, 当前活动, 空白, or 版本 N. */
  source: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type StudioDraftView = z.infer<typeof StudioDraftView>;

export const StudioDraftResponse = z.object({ draft: StudioDraftView.nullable() });
export type StudioDraftResponse = z.infer<typeof StudioDraftResponse>;

/**
 * POST /studio/draft: start (or replace) the draft from the demo pack, the live event, empty, a published
 * version, or a pack file (from another event or platform). Replacing names the draft version it replaces.
 */
const replaceVersion = versionNumber.optional();
export const StudioDraftStart = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.enum(['demo', 'live', 'empty']), replaceVersion }).strict(),
    z.object({ from: z.literal('version'), versionId: StudioVersionId, replaceVersion }).strict(),
    z.object({ from: z.literal('pack'), pack: z.record(z.string(), z.unknown(), { error: '活动包必须是 JSON 对象' }), replaceVersion }).strict(),
  ],
  { error: '起点必须是 demo、live、empty、version 或 pack' },
);
export type StudioDraftStart = z.infer<typeof StudioDraftStart>;

/** POST /studio/versions/:id/restore: the version becomes the draft. */
export const StudioRestoreInput = z.object({ replaceVersion: versionNumber.optional() }).strict();
export type StudioRestoreInput = z.infer<typeof StudioRestoreInput>;

/** One changed top-level item: its new value (or `remove: true`), and the item version it was edited from. */
export const StudioItemChange = z
  .object({
    item: StudioItemKey,
    baseVersion: versionNumber,
    value: z.unknown().optional(),
    remove: z.literal(true).optional(),
  })
  .strict()
  .refine((change) => change.remove === true || change.value !== undefined, { error: '每个修改必须带新的内容（value）或 remove: true' });
export type StudioItemChange = z.infer<typeof StudioItemChange>;

const entryId = z.string({ error: '条目的编号必须是文字' }).min(1, { error: '条目的编号不能为空' }).max(200, { error: '条目的编号太长' });

/** One changed entry of a list: its new value (or `remove: true`, or new with baseVersion 0), and the entry version it was edited from. */
export const StudioEntryChange = z
  .object({
    id: entryId,
    baseVersion: versionNumber,
    value: z.unknown().optional(),
    remove: z.literal(true).optional(),
  })
  .strict()
  .refine((change) => change.remove === true || change.value !== undefined, { error: '每个修改必须带新的内容（value）或 remove: true' });
export type StudioEntryChange = z.infer<typeof StudioEntryChange>;

/**
 * The changed entries of a list kept entry by entry, and its new order when it is not the stored
 * order with the removed entries left out and the new ones added at the end.
 */
export const StudioListChange = z
  .object({
    item: StudioItemKey,
    entries: z.array(StudioEntryChange, { error: '条目的修改必须是列表' }).max(2000, { error: '一次最多修改 2000 项' }),
    order: z
      .object({ baseVersion: versionNumber, ids: z.array(entryId).max(5000) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((change) => change.entries.length > 0 || change.order !== undefined, { error: '列表的修改至少要有一项或新的顺序' });
export type StudioListChange = z.infer<typeof StudioListChange>;

/** PUT /studio/draft: whole items and lists by entry (each item at most once). */
export const StudioDraftSave = z
  .object({
    changes: z
      .array(z.union([StudioItemChange, StudioListChange], { error: '每个修改必须是整个条目或列表里的几项' }), { error: '修改必须是列表' })
      .min(1, { error: '没有要保存的修改' })
      .max(40),
  })
  .strict();
export type StudioDraftSave = z.infer<typeof StudioDraftSave>;

/** 409 DRAFT_ITEM_CHANGED: the items someone else saved since they were loaded; nothing was written. */
export const StudioSaveConflict = z.looseObject({
  success: z.literal(false),
  error: z.literal('DRAFT_ITEM_CHANGED'),
  message: z.string().min(1),
  items: z.array(z.object({ item: z.string(), version: z.number().int(), updatedBy: z.string() })),
  /** The entries (or a list's order, `id: null`) someone else changed, by whom. */
  entries: z.array(z.object({ item: z.string(), id: z.string().nullable(), updatedBy: z.string() })).optional(),
});
export type StudioSaveConflict = z.infer<typeof StudioSaveConflict>;

/** POST /studio/draft/check: the import's own check of the draft, nothing written. */
export const StudioCheckResponse = z.object({ ok: z.boolean(), draftVersion: z.number().int(), issues: z.array(PackIssue) });
export type StudioCheckResponse = z.infer<typeof StudioCheckResponse>;

/** POST /studio/publish: publishes the draft version the organiser saw, with the game's import options. */
export const StudioPublishInput = z
  .object({
    draftVersion: versionNumber,
    note: z.string({ error: '说明必须是文字' }).trim().max(200, { error: '说明不能超过 200 个字符' }).default(''),
    options: z.array(z.string().max(40)).max(10).default([]),
  })
  .strict();
export type StudioPublishInput = z.infer<typeof StudioPublishInput>;

export const StudioVersionSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  note: z.string(),
  publishedBy: z.string(),
  publishedAt: z.string(),
  /** What the import said (what it replaced and kept). */
  message: z.string(),
});
export type StudioVersionSummary = z.infer<typeof StudioVersionSummary>;

export const StudioPublishResponse = z.object({ ok: z.literal(true), message: z.string(), version: StudioVersionSummary });
export type StudioPublishResponse = z.infer<typeof StudioPublishResponse>;

export const StudioVersionsResponse = z.object({ versions: z.array(StudioVersionSummary) });
export type StudioVersionsResponse = z.infer<typeof StudioVersionsResponse>;

/** A side of a comparison: a stored version's id, the current draft, or the content the players have now. */
export const StudioCompareSide = z.union([z.literal('draft'), z.literal('live'), StudioVersionId], { error: '比较的对象必须是 draft、live 或版本编号' });

/** GET /studio/compare?from=&to= */
export const StudioCompareQuery = z.object({ from: StudioCompareSide, to: StudioCompareSide }).strict();
export type StudioCompareQuery = z.infer<typeof StudioCompareQuery>;

/** One difference by path (`tasks.3.answers.1`) and in the organiser's words (「任务 T4 的答案」); values shortened to a line of JSON. */
export const StudioChange = z.object({
  path: z.string(),
  where: z.string().optional(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type StudioChange = z.infer<typeof StudioChange>;

export const StudioCompareResponse = z.object({ changes: z.array(StudioChange), truncated: z.boolean() });
export type StudioCompareResponse = z.infer<typeof StudioCompareResponse>;

/** GET /studio/impact?options=--a,--b: what publishing the draft with these import options does to the teams playing now. */
export const StudioImpactQuery = z.object({ options: z.string({ error: '选项必须是文字' }).max(200, { error: '选项太长' }).optional() }).strict();
export type StudioImpactQuery = z.infer<typeof StudioImpactQuery>;

/** One team the publish affects, and how (by the import's own rules). */
export const StudioTeamImpact = z.object({ team: z.string(), effect: z.string() });
export type StudioTeamImpact = z.infer<typeof StudioTeamImpact>;

export const StudioImpactResponse = z.object({
  /** The whole effect in one sentence (how many teams, what happens to them). */
  summary: z.string(),
  /** The affected teams (at most one row each). */
  teams: z.array(StudioTeamImpact),
  /** What else the publish touches (or leaves alone), e.g. fanhua's open trades. */
  notes: z.array(z.string()),
});
export type StudioImpactResponse = z.infer<typeof StudioImpactResponse>;
