import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * The wrong-answer counter and ban of one (team, task). Changed only with guarded single
 * updates, so parallel submissions can never count past the limit or ban twice. `wrongAnswersTotal`
 * counts every wrong answer ever judged (bans do not reset it), in the same update as the ban counter:
 * the progress screens read it instead of counting the attempts collection, which grows all day.
 */
const teamTaskStateSchema = new Schema(
  {
    teamId: { type: String, required: true },
    taskId: { type: String, required: true },
    wrongAttempts: { type: Number, required: true, default: 0 },
    /** Absent on counters stored before it existed: their attempts are counted instead (progress.ts). */
    wrongAnswersTotal: { type: Number },
    banUntil: { type: Date, default: null },
  },
  { collection: 'team_task_states', versionKey: false },
);
teamTaskStateSchema.index({ teamId: 1, taskId: 1 }, { unique: true });

export type TeamTaskStateDocument = InferSchemaType<typeof teamTaskStateSchema>;

export const TeamTaskState: Model<TeamTaskStateDocument> =
  (mongoose.models.TeamTaskState as Model<TeamTaskStateDocument> | undefined) ?? mongoose.model<TeamTaskStateDocument>('TeamTaskState', teamTaskStateSchema);
