import mongoose, { Schema, type ClientSession, type Model, type Types } from 'mongoose';
import type { OrganizerUser } from '../../auth/organizer-token.js';

/**
 * Points an organiser awarded or deducted by hand (docs/organizer.md「更正成绩」), one document per correction with its
 * reason: a team's score in the ranked results is what it earned in play plus the sum of these. Written only together
 * with its audit entry (team-correction-routes.ts); nothing changes or removes one (a reset
 * or a deleted team keeps them: an opposite correction undoes one, on the record).
 */
const scoreCorrectionSchema = new Schema(
  {
    teamId: { type: String, required: true },
    points: { type: Number, required: true },
    reason: { type: String, required: true },
    organizerId: { type: String, required: true },
    organizerName: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'score_corrections', versionKey: false },
);
scoreCorrectionSchema.index({ teamId: 1, at: 1 });

interface StoredScoreCorrection {
  _id: Types.ObjectId;
  teamId: string;
  points: number;
  reason: string;
  organizerId: string;
  organizerName: string;
  at: Date;
}

const ScoreCorrection: Model<StoredScoreCorrection> =
  (mongoose.models.ScoreCorrection as Model<StoredScoreCorrection> | undefined) ??
  mongoose.model<StoredScoreCorrection>('ScoreCorrection', scoreCorrectionSchema);

export async function storeScoreCorrection(
  correction: { teamId: string; points: number; reason: string },
  organizer: OrganizerUser,
  at: Date,
  session: ClientSession,
): Promise<void> {
  await ScoreCorrection.create([{ ...correction, organizerId: organizer.id, organizerName: organizer.name, at }], { session });
}

/** A team's corrections summed: what the results add to its score, and when its score last changed by hand. */
export interface CorrectionTotal {
  points: number;
  lastAt: Date;
}

/** Every team's corrected points, by team id (teams without corrections are absent). */
export async function scoreCorrectionTotals(): Promise<Map<string, CorrectionTotal>> {
  const all = await ScoreCorrection.find({}, { teamId: 1, points: 1, at: 1 }).lean();
  const totals = new Map<string, CorrectionTotal>();
  for (const correction of all) {
    const total = totals.get(correction.teamId);
    if (!total) totals.set(correction.teamId, { points: correction.points, lastAt: correction.at });
    else totals.set(correction.teamId, { points: total.points + correction.points, lastAt: correction.at > total.lastAt ? correction.at : total.lastAt });
  }
  return totals;
}

/** The later of two score times as the results show them (ISO or null). */
export function laterScoredAt(played: string | null, corrected: Date | undefined): string | null {
  if (!corrected) return played;
  if (!played) return corrected.toISOString();
  return new Date(played) > corrected ? played : corrected.toISOString();
}
