import mongoose, { Schema, type Model } from 'mongoose';

/** The one current event pack (validated on import), stored whole under a fixed id. */
export const CURRENT_PACK_ID = 'current';

export interface EventPackDocument {
  _id: string;
  content: unknown;
  importedAt: Date;
  /** Counts imports, so a long-lived reader can tell the pack changed. */
  revision: number;
  /** New at every import: a database emptied and imported again counts revisions from 1 anew, so the revision alone may repeat. */
  importId?: string;
}

const eventPackSchema = new Schema<EventPackDocument>(
  {
    _id: { type: String, required: true },
    content: { type: Schema.Types.Mixed, required: true },
    importedAt: { type: Date, required: true },
    revision: { type: Number, required: true },
    importId: { type: String },
  },
  { collection: 'event_packs', versionKey: false, minimize: false },
);

export const EventPackModel: Model<EventPackDocument> =
  (mongoose.models.Polish120EventPack as Model<EventPackDocument> | undefined) ??
  mongoose.model<EventPackDocument>('Polish120EventPack', eventPackSchema);
