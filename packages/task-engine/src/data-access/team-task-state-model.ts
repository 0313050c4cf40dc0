import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * The wrong-answer counter and ban of one (team, task), with the log of its wrong answers. Changed
 * only with guarded single updates, so parallel submissions can never count past the limit or ban
 * twice. The same update that counts a wrong answer adds it to `wrongAnswers` and to
 * `wrongAnswersTotal` (bans do not reset either): history and progress read this one document, and
 * there are never more of them than teams × tasks, however long the event runs. Bans bound the log
 * (at most the policy's limit per ban period).
 */
const teamTaskStateSchema = new Schema(
  {
    teamId: { type: String, required: true },
    taskId: { type: String, required: true },
    wrongAttempts: { type: Number, required: true, default: 0 },
    /** Absent on counters stored before it existed: their attempts are counted instead (progress.ts). */
    wrongAnswersTotal: { type: Number },
    wrongAnswers: {
      type: [
        new Schema(
          {
            /** Makes every entry distinct for $addToSet, even two equal answers in the same millisecond. */
            entryId: { type: String, required: true },
            playerId: { type: String, required: true },
            playerName: { type: String, required: true },
            answer: { type: String, required: true },
            normalizedAnswer: { type: String, required: true },
            submittedAt: { type: Date, required: true },
          },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    banUntil: { type: Date, default: null },
  },
  { collection: 'team_task_states', versionKey: false },
);
teamTaskStateSchema.index({ teamId: 1, taskId: 1 }, { unique: true });

export type TeamTaskStateDocument = InferSchemaType<typeof teamTaskStateSchema>;

export const TeamTaskState: Model<TeamTaskStateDocument> =
  (mongoose.models.TeamTaskState as Model<TeamTaskStateDocument> | undefined) ?? mongoose.model<TeamTaskStateDocument>('TeamTaskState', teamTaskStateSchema);
