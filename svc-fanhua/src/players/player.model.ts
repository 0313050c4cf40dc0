import mongoose, { Schema } from 'mongoose';

/**
 * A player known to fanhua: the account id from the token (svc-auth owns accounts), with the
 * name and phone the token last carried. Upserted by remember-player on every authenticated call.
 */
const playerSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'players', versionKey: false },
);

playerSchema.index({ phone: 1 }, { name: 'by_phone' });

export interface PlayerRecord {
  _id: string;
  name: string;
  phone: string;
  createdAt: Date;
}

export const PlayerModel = mongoose.model('Player', playerSchema);
