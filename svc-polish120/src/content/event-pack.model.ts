import mongoose, { Schema, type Model } from 'mongoose';

/** The one current event pack (validated on import), stored whole under a fixed id. */
export const CURRENT_PACK_ID = 'current';

export interface EventPackDocument {
  _id: string;
  content: unknown;
  importedAt: Date;
  /** Counts imports, so a long-lived reader can tell the pack changed. */
  revision: number;
  /** New (random) on every import: what cached readers key on. */
  contentVersion: string;
}

const eventPackSchema = new Schema<EventPackDocument>(
  {
    _id: { type: String, required: true },
    content: { type: Schema.Types.Mixed, required: true },
    importedAt: { type: Date, required: true },
    revision: { type: Number, required: true },
    contentVersion: { type: String, required: true },
  },
  { collection: 'event_packs', versionKey: false, minimize: false },
);

export const EventPackModel: Model<EventPackDocument> =
  (mongoose.models.Polish120EventPack as Model<EventPackDocument> | undefined) ?? mongoose.model<EventPackDocument>('Polish120EventPack', eventPackSchema);
