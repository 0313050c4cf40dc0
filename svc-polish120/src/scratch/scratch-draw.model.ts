import mongoose, { Schema, type Model } from 'mongoose';

/** One scratch-card value drawn by the server (kept so organisers can see the draws). */
export interface ScratchDrawDocument {
  playerId: string;
  playerName: string;
  teamId: string | null;
  value: string;
  drawnAt: Date;
}

const scratchDrawSchema = new Schema<ScratchDrawDocument>(
  {
    playerId: { type: String, required: true },
    playerName: { type: String, required: true },
    teamId: { type: String, default: null },
    value: { type: String, required: true },
    drawnAt: { type: Date, required: true },
  },
  { collection: 'scratch_draws', versionKey: false },
);
scratchDrawSchema.index({ playerId: 1, drawnAt: -1 });

export const ScratchDrawModel: Model<ScratchDrawDocument> =
  (mongoose.models.Polish120ScratchDraw as Model<ScratchDrawDocument> | undefined) ??
  mongoose.model<ScratchDrawDocument>('Polish120ScratchDraw', scratchDrawSchema);
