import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** How long a wrong answer stays in the log: the event day, its evening export and a follow-up. */
export const WRONG_ANSWER_KEPT_DAYS = 30;

/**
 * One judged wrong answer of a team to a key (a task id or another limited guess): the history players and
 * organisers read, and the evening's export. Its own collection, so no document grows with play; the counter
 * document (team_task_states) keeps only the counts. Removed after WRONG_ANSWER_KEPT_DAYS by the TTL index on
 * MongoDB (reads compare `recordedAt` too, for the embedded lane, which has no TTL monitor).
 */
const wrongAnswerSchema = new Schema(
  {
    teamId: { type: String, required: true },
    taskId: { type: String, required: true },
    playerId: { type: String, required: true },
    playerName: { type: String, required: true },
    answer: { type: String, required: true },
    normalizedAnswer: { type: String, required: true },
    submittedAt: { type: Date, required: true },
    /** Wall-clock time of the write (not the game's clock), for the TTL index. */
    recordedAt: { type: Date, required: true },
  },
  { collection: 'wrong_answers', versionKey: false },
);
wrongAnswerSchema.index({ teamId: 1, taskId: 1, submittedAt: -1 });
wrongAnswerSchema.index({ submittedAt: 1 });
wrongAnswerSchema.index({ recordedAt: 1 }, { expireAfterSeconds: WRONG_ANSWER_KEPT_DAYS * 24 * 3600 });

export type WrongAnswerDocument = InferSchemaType<typeof wrongAnswerSchema>;

export const WrongAnswer: Model<WrongAnswerDocument> =
  (mongoose.models.WrongAnswer as Model<WrongAnswerDocument> | undefined) ?? mongoose.model<WrongAnswerDocument>('WrongAnswer', wrongAnswerSchema);

/** The oldest `recordedAt` a read still shows (what the TTL index keeps). */
export function wrongAnswersKeptSince(now: Date = new Date()): Date {
  return new Date(now.getTime() - WRONG_ANSWER_KEPT_DAYS * 24 * 3600_000);
}
