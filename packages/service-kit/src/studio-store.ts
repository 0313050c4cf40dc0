import mongoose, { Schema, Types, type ClientSession, type Model } from 'mongoose';
import type { StudioDraftView, StudioItemChange, StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { conflict, isDuplicateKeyError } from './errors.js';

/**
 * The studio's storage in the game's own database. `content_drafts`: one draft per game, each
 * top-level item of the pack stored as its JSON text (a pack's own keys never become MongoDB field
 * names) with its own version. `content_versions`: every published pack, as the JSON that was published.
 */

interface StoredDraft {
  _id: string;
  items: Record<string, string>;
  itemVersions: Record<string, number>;
  version: number;
  source: string;
  updatedAt: Date;
  updatedBy: string;
}

const draftSchema = new Schema<StoredDraft>(
  {
    _id: { type: String, required: true },
    items: { type: Schema.Types.Mixed, required: true },
    itemVersions: { type: Schema.Types.Mixed, required: true },
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

/** The pack of a draft, its keys in the schema's order first. */
function packOf(draft: Pick<StoredDraft, 'items'>, keyOrder: readonly string[]): Record<string, unknown> {
  const keys = [...keyOrder.filter((key) => key in draft.items), ...Object.keys(draft.items).filter((key) => !keyOrder.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, JSON.parse(draft.items[key]!) as unknown]));
}

export function draftView(draft: StoredDraft, keyOrder: readonly string[]): StudioDraftView {
  return {
    pack: packOf(draft, keyOrder),
    version: draft.version,
    itemVersions: draft.itemVersions,
    source: draft.source,
    updatedAt: draft.updatedAt.toISOString(),
    updatedBy: draft.updatedBy,
  };
}

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
    items: Object.fromEntries(Object.entries(pack).map(([key, value]) => [key, JSON.stringify(value)])),
    itemVersions: Object.fromEntries(Object.keys(pack).map((key) => [key, version])),
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

/**
 * Saves changed items in one guarded single write: it matches only while every changed item is
 * still at the version the organiser edited, so of two saves of the same item the later is refused
 * (409 with the items and who saved them) and nothing of it is written; saves of different items both land.
 */
export async function saveDraftItems(
  game: string,
  changes: readonly StudioItemChange[],
  save: { by: string; now: Date; titleOf: (item: string) => string },
): Promise<StoredDraft> {
  const { by, now } = save;
  const filter: Record<string, unknown> = { _id: game };
  const set: Record<string, unknown> = { updatedAt: now, updatedBy: by };
  const unset: Record<string, ''> = {};
  const inc: Record<string, number> = { version: 1 };
  for (const change of changes) {
    filter[`itemVersions.${change.item}`] = change.baseVersion === 0 ? { $exists: false } : change.baseVersion;
    if (change.remove) unset[`items.${change.item}`] = '';
    else set[`items.${change.item}`] = JSON.stringify(change.value);
    inc[`itemVersions.${change.item}`] = 1;
  }
  const update = { $set: set, $inc: inc, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) };
  const saved = await ContentDraft.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<StoredDraft>();
  if (saved) return saved;
  const current = await readDraft(game);
  if (!current) throw conflict('还没有草稿：请先从演示活动包、当前活动或空白开始', 'NO_DRAFT');
  const stale = changes
    .filter((change) => (current.itemVersions[change.item] ?? 0) !== change.baseVersion)
    .map((change) => ({ item: change.item, version: current.itemVersions[change.item] ?? 0, updatedBy: current.updatedBy }));
  throw conflict(
    `${stale.map((entry) => `「${save.titleOf(entry.item)}」`).join('、') || '草稿'}在你打开之后被${current.updatedBy}修改过，你的修改没有保存；请重新载入这一项再改`,
    'DRAFT_ITEM_CHANGED',
    { items: stale },
  );
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
  entry: { note: string; message: string; by: { id: string; name: string }; now: Date },
  session: ClientSession,
): Promise<StudioVersionSummary> {
  const latest = await ContentVersion.findOne({ game }, { number: 1 }).sort({ number: -1 }).session(session).lean();
  const number = (latest?.number ?? 0) + 1;
  await ContentVersionHead.updateOne({ _id: game }, { $set: { number } }, { upsert: true, session });
  const stored = {
    _id: new Types.ObjectId(),
    game,
    number,
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

export async function listVersions(game: string): Promise<StudioVersionSummary[]> {
  const found = await ContentVersion.find({ game }, { packJson: 0 }).sort({ number: -1 }).limit(200).lean<StoredVersion[]>();
  return found.map(summaryOf);
}

export async function readVersion(game: string, id: string): Promise<{ summary: StudioVersionSummary; pack: Record<string, unknown> } | null> {
  const found = await ContentVersion.findOne({ _id: id, game }).lean<StoredVersion>();
  return found ? { summary: summaryOf(found), pack: JSON.parse(found.packJson) as Record<string, unknown> } : null;
}
