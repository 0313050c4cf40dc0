import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * The guess slots and ban of one (team, key) (a key is a task id or another limited guess), with
 * the log of its wrong answers. Slots are taken and given back only with guarded single updates
 * (guess-slot.ts), so parallel guesses never judge more than the limit or ban twice. The update
 * that logs a wrong answer adds it to `wrongAnswers` and to `wrongAnswersTotal` (bans reset
 * neither): history and progress read this one document, and there are never more of them than
 * teams × keys, however long the event runs. Bans bound the log (at most the policy's limit per
 * ban period).
 */
const teamTaskStateSchema = new Schema(
  {
    teamId: { type: String, required: true },
    taskId: { type: String, required: true },
    /** Slots taken in the current period: the wrong guesses plus the guesses being judged. */
    wrongAttempts: { type: Number, required: true, default: 0 },
    /** Names the current counting period (a fresh one after each ban): a slot is given back only to its own period. */
    period: { type: String, required: true },
    wrongAnswersTotal: { type: Number, required: true, default: 0 },
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
