import mongoose, { Schema, type Model } from 'mongoose';
import { PLAYER_ACCESS_COLLECTION } from '@citygames/service-kit/auth/player-access';

/** The organiser's hold on one player's sign-ins (service-kit player-access.ts reads it in every game service). */
export interface PlayerAccessDocument {
  /** `<game>:<account id>` (playerAccessId). */
  _id: string;
  game: string;
  accountId: string;
  phone: string;
  name: string;
  signedOutAt: Date | null;
  suspended: boolean;
  updatedAt: Date;
}

const playerAccessSchema = new Schema<PlayerAccessDocument>(
  {
    _id: { type: String, required: true },
    game: { type: String, required: true },
    accountId: { type: String, required: true },
    phone: { type: String, required: true },
    name: { type: String, required: true },
    signedOutAt: { type: Date, default: null },
    suspended: { type: Boolean, default: false },
    updatedAt: { type: Date, required: true },
  },
  { collection: PLAYER_ACCESS_COLLECTION, versionKey: false },
);
playerAccessSchema.index({ game: 1, suspended: 1 });

export const PlayerAccessModel: Model<PlayerAccessDocument> =
  (mongoose.models.PlayerAccess as Model<PlayerAccessDocument> | undefined) ?? mongoose.model<PlayerAccessDocument>('PlayerAccess', playerAccessSchema);
