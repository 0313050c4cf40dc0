import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * The guess slots and ban of one (team, key) (a key is a task id or another limited guess). Slots are taken and
 * given back only with guarded single updates (guess-slot.ts), so parallel guesses never judge more than the
 * limit or ban twice. The counts stay here; the wrong answers themselves are logged one document each in
 * `wrong_answers`, so this document never grows with play: there are never more of them than teams × keys.
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
    /** When the team first answered this key wrong (the stuck board's start of a team that solved nothing yet). */
    firstWrongAt: { type: Date, default: null },
    banUntil: { type: Date, default: null },
    /** When the last slot was taken while its guess is judged (cleared once judged): teammates are told to wait, not banned. */
    lastSlotTakenAt: { type: Date, default: null },
    /**
     * The slots of the current period whose guess is not finished yet, by holder (the guess's Idempotency-Key record, or a
     * one-off id): a retry of the same key finds its slot here and judges on it instead of taking another. Set by the take,
     * removed by the keep or the give-back (guarded on it), emptied with the period; so it holds only guesses in flight
     * and those a dead process left, never the history.
     */
    holders: { type: Map, of: Date, default: undefined },
  },
  { collection: 'team_task_states', versionKey: false },
);
teamTaskStateSchema.index({ teamId: 1, taskId: 1 }, { unique: true });

export type TeamTaskStateDocument = InferSchemaType<typeof teamTaskStateSchema>;

export const TeamTaskState: Model<TeamTaskStateDocument> =
  (mongoose.models.TeamTaskState as Model<TeamTaskStateDocument> | undefined) ?? mongoose.model<TeamTaskStateDocument>('TeamTaskState', teamTaskStateSchema);
