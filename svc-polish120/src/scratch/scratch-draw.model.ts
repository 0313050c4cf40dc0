import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One scratch card a team drew: its value was drawn by the server. `card` numbers a team's cards
 * from 1; the unique (teamId, card) index is what keeps a team within the pack's cards per team.
 */
export interface ScratchDrawDocument {
  teamId: string;
  card: number;
  playerId: string;
  playerName: string;
  value: string;
  drawnAt: Date;
}

const scratchDrawSchema = new Schema<ScratchDrawDocument>(
  {
    teamId: { type: String, required: true },
    card: { type: Number, required: true },
    playerId: { type: String, required: true },
    playerName: { type: String, required: true },
    value: { type: String, required: true },
    drawnAt: { type: Date, required: true },
  },
  { collection: 'scratch_draws', versionKey: false },
);
scratchDrawSchema.index({ teamId: 1, card: 1 }, { unique: true, name: 'one_draw_per_card' });

export const ScratchDrawModel: Model<ScratchDrawDocument> =
  (mongoose.models.Polish120ScratchDraw as Model<ScratchDrawDocument> | undefined) ??
  mongoose.model<ScratchDrawDocument>('Polish120ScratchDraw', scratchDrawSchema);
