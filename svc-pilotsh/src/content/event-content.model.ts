import mongoose, { Schema, type Model } from 'mongoose';
import type { EventPack } from './pack-schema.js';

/**
 * The imported event pack, one document (`_id: 'current'`), replaced as a whole on import.
 * Event content is small and read on every request, so one document keeps a read cheap and
 * an import atomic. It holds the accepted answers: never send it to a browser as is.
 */
export interface EventContentDocument {
  _id: string;
  pack: EventPack;
  importedAt: Date;
  /** Set anew by every import: the key of every replica's in-memory copy. */
  contentVersion?: string | null;
}

const eventContentSchema = new Schema<EventContentDocument>(
  {
    _id: { type: String, required: true },
    pack: { type: Schema.Types.Mixed, required: true },
    importedAt: { type: Date, required: true },
    contentVersion: { type: String, default: null },
  },
  { collection: 'event_content', versionKey: false },
);

export const CURRENT_CONTENT_ID = 'current';

export const EventContent: Model<EventContentDocument> =
  (mongoose.models.EventContent as Model<EventContentDocument> | undefined) ?? mongoose.model<EventContentDocument>('EventContent', eventContentSchema);
