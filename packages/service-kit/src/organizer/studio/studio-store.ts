import mongoose, { Schema, Types, type ClientSession, type Model } from 'mongoose';
import type { StudioDraftView, StudioItemChange, StudioListChange, StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { conflict, isDuplicateKeyError } from '../../http/errors.js';
import { listVersionsOf, packOfContent, planSave, storedContentOf, type StaleChange, type StoredDraftContent } from './studio-draft-entries.js';

/**
 * The studio's storage in the game's own database. `content_drafts`: one draft per game, its named
 * lists entry by entry and every other top-level item as JSON text, each with its own version
 * (studio-draft-entries.ts; a pack's own keys never become MongoDB field names). `content_versions`: every published pack, as the JSON that was published.
 */

interface StoredDraft extends StoredDraftContent {
  _id: string;
  version: number;
  source: string;
  updatedAt: Date;
}

const draftSchema = new Schema<StoredDraft>(
  {
    _id: { type: String, required: true },
    items: { type: Schema.Types.Mixed, required: true },
    itemVersions: { type: Schema.Types.Mixed, required: true },
    lists: { type: Schema.Types.Mixed, required: true },
    version: { type: Number, required: true },
    source: { type: String, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: 'content_drafts', versionKey: false, minimize: false },
);

interface StoredVersion {
  _id: Types.ObjectId;
  game: string;
  number: number;
  /** The draft version this pack was published from: one version per draft version (uniq_published_draft). */
  draftVersion: number;
  packJson: string;
  note: string;
  message: string;
  publishedBy: string;
  publishedById: string;
  publishedAt: Date;
}

const versionSchema = new Schema<StoredVersion>(
  {
    game: { type: String, required: true },
    number: { type: Number, required: true },
    draftVersion: { type: Number, required: true },
    packJson: { type: String, required: true },
    note: { type: String, default: '' },
    message: { type: String, required: true },
    publishedBy: { type: String, required: true },
    publishedById: { type: String, required: true },
    publishedAt: { type: Date, required: true },
  },
  { collection: 'content_versions', versionKey: false },
);
versionSchema.index({ game: 1, number: 1 }, { unique: true, name: 'uniq_version_number' });
versionSchema.index({ game: 1, draftVersion: 1 }, { unique: true, name: 'uniq_published_draft' });

/** The last version number of each game: the document two publishes at once both write (recordVersion). */
const versionHeadSchema = new Schema<{ _id: string; number: number }>(
  { _id: { type: String, required: true }, number: { type: Number, required: true } },
  { collection: 'content_version_heads', versionKey: false },
);

const ContentDraft: Model<StoredDraft> =
  (mongoose.models.ContentDraft as Model<StoredDraft> | undefined) ?? mongoose.model<StoredDraft>('ContentDraft', draftSchema);
const ContentVersion: Model<StoredVersion> =
  (mongoose.models.ContentVersion as Model<StoredVersion> | undefined) ?? mongoose.model<StoredVersion>('ContentVersion', versionSchema);
const ContentVersionHead: Model<{ _id: string; number: number }> =
  (mongoose.models.ContentVersionHead as Model<{ _id: string; number: number }> | undefined) ??
  mongoose.model<{ _id: string; number: number }>('ContentVersionHead', versionHeadSchema);

export function draftView(draft: StoredDraft, keyOrder: readonly string[]): StudioDraftView {
  return {
    pack: packOfContent(draft, keyOrder),
    version: draft.version,
    itemVersions: draft.itemVersions,
    lists: listVersionsOf(draft),
    source: draft.source,
    updatedAt: draft.updatedAt.toISOString(),
    updatedBy: draft.updatedBy,
  };
}

/** The game's draft, or null when none was started. */
export async function readDraft(game: string): Promise<StoredDraft | null> {
  return ContentDraft.findById(game).lean<StoredDraft>();
}

/**
 * Starts the draft from a pack. With `replaceVersion`, only while the draft is still that version
 * (a guarded single write); without it, only when there is no draft (insert on the unique `_id`).
 * Every item starts at the new draft version, so saves based on the replaced draft are refused.
 */
export async function startDraft(
  game: string,
  pack: Record<string, unknown>,
  draft: { source: string; by: string; now: Date; replaceVersion?: number | undefined },
): Promise<StoredDraft> {
  const version = (draft.replaceVersion ?? 0) + 1;
  const stored: StoredDraft = {
    _id: game,
    ...storedContentOf(pack, version, draft.by),
    version,
    source: draft.source,
    updatedAt: draft.now,
    updatedBy: draft.by,
  };
  if (draft.replaceVersion === undefined) {
    try {
      await ContentDraft.create(stored);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw conflict('已经有一份草稿：要替换它，请先确认（会丢弃草稿里未发布的修改）', 'DRAFT_EXISTS');
      throw error;
    }
    return stored;
  }
  const replaced = await ContentDraft.replaceOne({ _id: game, version: draft.replaceVersion }, stored);
  if (replaced.matchedCount === 0) throw conflict('草稿刚被别人修改或替换过，请刷新后再决定是否替换', 'DRAFT_CHANGED');
  return stored;
}

/** How many times a save is planned again when only a list's order changed under it (other saves adding or removing entries). */
const SAVE_ATTEMPTS = 12;

/**
 * Saves changed items and entries in one guarded single write (see planSave): of two saves of the
 * same entry the later is refused (409 naming the entries and who saved them) and nothing of it is
 * written; saves of different entries both land.
 */
export async function saveDraftItems(
  game: string,
  changes: readonly (StudioItemChange | StudioListChange)[],
  save: { by: string; now: Date; titleOf: (item: string) => string },
): Promise<StoredDraft> {
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const current = await readDraft(game);
    if (!current) throw conflict('还没有草稿：请先从演示活动包、当前活动或空白开始', 'NO_DRAFT');
    const plan = planSave(current, changes, save.by);
    if (plan.stale.length > 0 || !('filter' in plan)) throw staleConflict(plan.stale, save.titleOf);
    const { filter, set, unset, inc } = plan;
    const update = { $set: { ...set, updatedAt: save.now, updatedBy: save.by }, $inc: inc, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) };
    const saved = await ContentDraft.findOneAndUpdate({ _id: game, ...filter }, update, { returnDocument: 'after' }).lean<StoredDraft>();
    if (saved) return saved;
  }
  throw conflict('草稿正被频繁修改，你的修改没有保存；请稍后再保存', 'DRAFT_BUSY');
}

function staleConflict(stale: readonly StaleChange[], titleOf: (item: string) => string) {
  const named = [...new Set(stale.map((change) => `「${titleOf(change.item)}」${change.id === null ? '' : `里的 ${change.id} `}`))];
  const who = [...new Set(stale.map((change) => change.updatedBy))];
  const items = [...new Set(stale.map((change) => change.item))].map((item) => {
    const last = stale.filter((change) => change.item === item).at(-1)!;
    return { item, version: last.version, updatedBy: last.updatedBy };
  });
  return conflict(`${named.join('、')}在你打开之后被${who.join('、')}修改过，你的修改没有保存；请载入最新草稿合并后再保存`, 'DRAFT_ITEM_CHANGED', {
    items,
    entries: stale.map(({ item, id, updatedBy }) => ({ item, id, updatedBy })),
  });
}

function summaryOf(version: StoredVersion): StudioVersionSummary {
  return {
    id: version._id.toHexString(),
    number: version.number,
    note: version.note,
    publishedBy: version.publishedBy,
    publishedAt: version.publishedAt.toISOString(),
    message: version.message,
  };
}

/**
 * Keeps a published pack as the next version number, inside the import's transaction. Two publishes
 * at once both write the game's `content_version_heads` document, so on MongoDB one of them meets a
 * write conflict and is retried (runTransaction) after the other committed, reading its number; on
 * jongodb transactions run one at a time. The unique index on (game, number) stays the last guard.
 */
export async function recordVersion(
  game: string,
  pack: Record<string, unknown>,
  entry: { draftVersion: number; note: string; message: string; by: { id: string; name: string }; now: Date },
  session: ClientSession,
): Promise<StudioVersionSummary> {
  const latest = await ContentVersion.findOne({ game }, { number: 1 }).sort({ number: -1 }).session(session).lean();
  const number = (latest?.number ?? 0) + 1;
  await ContentVersionHead.updateOne({ _id: game }, { $set: { number } }, { upsert: true, session });
  const stored = {
    _id: new Types.ObjectId(),
    game,
    number,
    draftVersion: entry.draftVersion,
    packJson: JSON.stringify(pack),
    note: entry.note,
    message: entry.message,
    publishedBy: entry.by.name,
    publishedById: entry.by.id,
    publishedAt: entry.now,
  };
  await ContentVersion.create([stored], { session });
  return summaryOf(stored);
}

/** The version published from this draft version, if it was published. */
export async function findVersionOfDraft(game: string, draftVersion: number): Promise<StudioVersionSummary | null> {
  const found = await ContentVersion.findOne({ game, draftVersion }, { packJson: 0 }).lean<StoredVersion>();
  return found ? summaryOf(found) : null;
}

export async function listVersions(game: string): Promise<StudioVersionSummary[]> {
  const found = await ContentVersion.find({ game }, { packJson: 0 }).sort({ number: -1 }).limit(200).lean<StoredVersion[]>();
  return found.map(summaryOf);
}

export async function readVersion(game: string, id: string): Promise<{ summary: StudioVersionSummary; pack: Record<string, unknown> } | null> {
  const found = await ContentVersion.findOne({ _id: id, game }).lean<StoredVersion>();
  return found ? { summary: summaryOf(found), pack: JSON.parse(found.packJson) as Record<string, unknown> } : null;
}
