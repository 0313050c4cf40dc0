import mongoose, { Schema, type Model } from 'mongoose';
import { GAMES, type Game } from '@citygames/service-kit/auth-token';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/platform-records';

/**
 * Whether players may play a game now. svc-auth writes it; the game services read it
 * (service-kit platform-records). No document means open.
 */
const gameStateSchema = new Schema(
  {
    game: { type: String, required: true, enum: GAMES },
    open: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: GAME_STATES_COLLECTION, versionKey: false },
);
gameStateSchema.index({ game: 1 }, { unique: true });

export interface GameStateDocument {
  game: Game;
  open: boolean;
  updatedAt: Date;
  updatedBy: string;
}

export const GameStateModel: Model<GameStateDocument> =
  (mongoose.models.GameState as Model<GameStateDocument> | undefined) ?? mongoose.model<GameStateDocument>('GameState', gameStateSchema);
