import mongoose, { Schema, type Model } from 'mongoose';

/**
 * The shared state of one team: the start quiz, the start, and the X-area stage with its
 * station flags. Changed only with guarded single updates (filters on the current stage),
 * so parallel requests can neither skip a stage nor set one twice.
 */
export interface TeamStateDocument {
  teamId: string;
  startAnsweredAt: Date | null;
  startAnsweredBy: string | null;
  started: boolean;
  startedAt: Date | null;
  xStage: number;
  x1: boolean;
  x2: boolean;
  x3: boolean;
  x4: boolean;
  xStageChangedAt: Date | null;
  /** Written by every solve, on the document an organiser's reset deletes, so the two conflict (reset-guard.ts). */
  lastSolveAt: Date | null;
}

const teamStateSchema = new Schema<TeamStateDocument>(
  {
    teamId: { type: String, required: true },
    startAnsweredAt: { type: Date, default: null },
    startAnsweredBy: { type: String, default: null },
    started: { type: Boolean, required: true, default: false },
    startedAt: { type: Date, default: null },
    xStage: { type: Number, required: true, default: 0 },
    x1: { type: Boolean, required: true, default: false },
    x2: { type: Boolean, required: true, default: false },
    x3: { type: Boolean, required: true, default: false },
    x4: { type: Boolean, required: true, default: false },
    xStageChangedAt: { type: Date, default: null },
    lastSolveAt: { type: Date, default: null },
  },
  { collection: 'team_states', versionKey: false },
);
teamStateSchema.index({ teamId: 1 }, { unique: true });

export const TeamStateModel: Model<TeamStateDocument> =
  (mongoose.models.Polish120TeamState as Model<TeamStateDocument> | undefined) ?? mongoose.model<TeamStateDocument>('Polish120TeamState', teamStateSchema);
