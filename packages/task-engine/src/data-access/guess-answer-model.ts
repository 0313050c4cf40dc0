import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { WRONG_ANSWER_KEPT_DAYS } from './wrong-answer-model.js';

/** How a judged answer that is not a task answer went: right, wrong, or wrong and the one that used up the counter (a ban). */
export const GUESS_ANSWER_VERDICTS = ['right', 'wrong', 'banned'] as const;
export type GuessAnswerVerdict = (typeof GUESS_ANSWER_VERDICTS)[number];

/**
 * One judged answer of a team that is not a task answer (those are `task_solves` and `wrong_answers`): an X-area stage key or
 * station name and the start question (polish120), an area code (pilotsh). Only the organiser's answers CSV reads it
 * (answer-log-csv.ts); no rule does. Written in the transaction that ends its guess, so an answer is logged once, when it was
 * judged. Kept WRONG_ANSWER_KEPT_DAYS like the wrong answers (TTL on `recordedAt`; reads compare it too, for the embedded lane).
 */
const guessAnswerSchema = new Schema(
  {
    teamId: { type: String, required: true },
    /** What was answered, as the game names it for the CSV: its counter's key (`x-area:stage1`, `area:code`), `start`, … */
    subject: { type: String, required: true },
    playerName: { type: String, required: true },
    answer: { type: String, required: true },
    verdict: { type: String, required: true, enum: GUESS_ANSWER_VERDICTS },
    /** What the verdict adds, in Chinese: where a right answer led (进入第 2 阶段, 区域 3 钟楼), a near miss (很接近). */
    detail: { type: String, default: null },
    submittedAt: { type: Date, required: true },
    /** Wall-clock time of the write (not the game's clock), for the TTL index. */
    recordedAt: { type: Date, required: true },
  },
  { collection: 'guess_answers', versionKey: false },
);
guessAnswerSchema.index({ submittedAt: 1 });
guessAnswerSchema.index({ teamId: 1 });
guessAnswerSchema.index({ recordedAt: 1 }, { expireAfterSeconds: WRONG_ANSWER_KEPT_DAYS * 24 * 3600 });

export type GuessAnswerDocument = InferSchemaType<typeof guessAnswerSchema>;

export const GuessAnswer: Model<GuessAnswerDocument> =
  (mongoose.models.GuessAnswer as Model<GuessAnswerDocument> | undefined) ?? mongoose.model<GuessAnswerDocument>('GuessAnswer', guessAnswerSchema);
