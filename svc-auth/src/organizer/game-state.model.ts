import mongoose, { Schema, type Model } from 'mongoose';
import { GAMES, type Game } from '@citygames/service-kit/auth/auth-token';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';

/**
 * Whether players may play a game now: the organiser's switch and the timetable. svc-auth writes it; the game services read it
 * (service-kit platform-records). No document means open.
 */
const gameStateSchema = new Schema(
  {
    game: { type: String, required: true, enum: GAMES },
    open: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
    /** The timetable (contracts game-schedule.rules.ts); null: no such time. */
    opensAt: { type: Date, default: null },
    closesAt: { type: Date, default: null },
    freezeAt: { type: Date, default: null },
  },
  { collection: GAME_STATES_COLLECTION, versionKey: false },
);
gameStateSchema.index({ game: 1 }, { unique: true });

export interface GameStateDocument {
  game: Game;
  open: boolean;
  updatedAt: Date;
  updatedBy: string;
  opensAt?: Date | null;
  closesAt?: Date | null;
  freezeAt?: Date | null;
}

export const GameStateModel: Model<GameStateDocument> =
  (mongoose.models.GameState as Model<GameStateDocument> | undefined) ?? mongoose.model<GameStateDocument>('GameState', gameStateSchema);
