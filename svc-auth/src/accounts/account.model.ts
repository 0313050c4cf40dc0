import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';
import { GAMES } from '@citygames/service-kit/auth/auth-token';

export const ACCOUNT_PHONE_INDEX = 'uniq_game_phone';
export const ACCOUNT_NAME_INDEX = 'uniq_game_name';

/** One account of one game. The password is kept only as an argon2id hash. */
const accountSchema = new Schema(
  {
    game: { type: String, required: true, enum: GAMES },
    phone: { type: String, required: true },
    name: { type: String, required: true },
    /** Normalised name (see nameKey): what uniqueness and login by name use. */
    nameKey: { type: String, required: true },
    passwordHash: { type: String, required: true },
    role: { type: String, required: true, enum: ['user', 'admin'], default: 'user' },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'accounts', versionKey: false },
);

accountSchema.index({ game: 1, phone: 1 }, { unique: true, name: ACCOUNT_PHONE_INDEX });
accountSchema.index({ game: 1, nameKey: 1 }, { unique: true, name: ACCOUNT_NAME_INDEX });

export type AccountDocument = InferSchemaType<typeof accountSchema> & { _id: Types.ObjectId };

export const AccountModel = mongoose.model('Account', accountSchema);
