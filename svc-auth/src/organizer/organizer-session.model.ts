import mongoose, { Schema, type Model } from 'mongoose';
import { ORGANIZER_SESSIONS_COLLECTION } from '@citygames/service-kit/auth/organizer-sessions';

/**
 * One live organiser sign-in; `_id` is the `sid` of its token. Every service accepts an organiser
 * token only while this document and the account exist (service-kit organizer-sessions).
 */
const organizerSessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizerId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: ORGANIZER_SESSIONS_COLLECTION, versionKey: false },
);
organizerSessionSchema.index({ organizerId: 1 });
// Expired tokens are refused anyway; MongoDB drops their sign-ins.
organizerSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface OrganizerSessionDocument {
  _id: string;
  organizerId: string;
  createdAt: Date;
  expiresAt: Date;
}

export const OrganizerSessionModel: Model<OrganizerSessionDocument> =
  (mongoose.models.OrganizerSession as Model<OrganizerSessionDocument> | undefined) ??
  mongoose.model<OrganizerSessionDocument>('OrganizerSession', organizerSessionSchema);
