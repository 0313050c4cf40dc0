import mongoose, { Schema, type Types } from 'mongoose';

/** The latest risk result of one player (`_id` = player id), written by the job that checked them. */
const playerRiskSchema = new Schema(
  {
    _id: { type: String, required: true },
    risk: { type: Number, required: true, min: 0, max: 100 },
    reason: { type: String, required: true },
    signals: { type: [String], default: [] },
    checkedAt: { type: Date, required: true },
    jobId: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'player_risks', versionKey: false },
);

export interface PlayerRiskRecord {
  _id: string;
  risk: number;
  reason: string;
  signals: string[];
  checkedAt: Date;
  jobId: Types.ObjectId;
}

export const PlayerRiskModel = mongoose.model('PlayerRisk', playerRiskSchema);
