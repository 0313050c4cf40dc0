import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** A platform-level organiser: not an account of any game; signs in once for all three. */
const organizerAccountSchema = new Schema(
  {
    phone: { type: String, required: true },
    name: { type: String, required: true },
    passwordHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'organizer_accounts', versionKey: false },
);
organizerAccountSchema.index({ phone: 1 }, { unique: true, name: 'uniq_organizer_phone' });

export interface OrganizerAccountDocument {
  _id: Types.ObjectId;
  phone: string;
  name: string;
  passwordHash: string;
  createdAt: Date;
}

export const OrganizerAccountModel: Model<OrganizerAccountDocument> =
  (mongoose.models.OrganizerAccount as Model<OrganizerAccountDocument> | undefined) ??
  mongoose.model<OrganizerAccountDocument>('OrganizerAccount', organizerAccountSchema);
