import mongoose, { Schema, type Model } from 'mongoose';

export const TEAM_NAME_KEY_INDEX = 'uniq_team_name_key';

/**
 * A team of the roster (never part of the content pack). Its `_id` is the id its progress is filed
 * under (team states, solves, scratch cards) and the one the organiser's routes take. Its leader and
 * members are memberships.
 */
export interface TeamDocument {
  _id: string;
  name: string;
  /** nameKey(name): look-alike names share it, so its unique index keeps one of them. */
  nameKey: string;
  description: string;
  createdAt: Date;
}

const teamSchema = new Schema<TeamDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    description: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { collection: 'teams', versionKey: false },
);
teamSchema.index({ nameKey: 1 }, { unique: true, name: TEAM_NAME_KEY_INDEX });

export const TeamModel: Model<TeamDocument> =
  (mongoose.models.Polish120Team as Model<TeamDocument> | undefined) ?? mongoose.model<TeamDocument>('Polish120Team', teamSchema);
