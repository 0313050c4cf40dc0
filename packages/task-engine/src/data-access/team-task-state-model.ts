import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * The wrong-answer counter and ban of one (team, task). Changed only with guarded single
 * updates, so parallel submissions can never count past the limit or ban twice.
 */
const teamTaskStateSchema = new Schema(
  {
    teamId: { type: String, required: true },
    taskId: { type: String, required: true },
    wrongAttempts: { type: Number, required: true, default: 0 },
    banUntil: { type: Date, default: null },
  },
  { collection: 'team_task_states', versionKey: false },
);
teamTaskStateSchema.index({ teamId: 1, taskId: 1 }, { unique: true });

export type TeamTaskStateDocument = InferSchemaType<typeof teamTaskStateSchema>;

export const TeamTaskState: Model<TeamTaskStateDocument> =
  (mongoose.models.TeamTaskState as Model<TeamTaskStateDocument> | undefined) ?? mongoose.model<TeamTaskStateDocument>('TeamTaskState', teamTaskStateSchema);
