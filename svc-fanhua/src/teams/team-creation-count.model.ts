import mongoose, { Schema, type ClientSession } from 'mongoose';

/**
 * How many teams each account has created (`_id` = player id). The creating transaction increments
 * it first, so two creations by one account write this one document and MongoDB aborts one of them;
 * a creation beyond the cap throws, and its transaction takes the increment back.
 */
const teamCreationCountSchema = new Schema(
  {
    _id: { type: String, required: true },
    created: { type: Number, required: true, default: 0 },
  },
  { collection: 'team_creation_counts', versionKey: false },
);

export const TeamCreationCountModel = mongoose.model('TeamCreationCount', teamCreationCountSchema);

/** Counts one more team created by the player inside the caller's transaction; returns the count including it. */
export async function countTeamCreation(playerId: string, session: ClientSession): Promise<number> {
  const counted = await TeamCreationCountModel.findOneAndUpdate(
    { _id: playerId },
    { $inc: { created: 1 } },
    { session, upsert: true, returnDocument: 'after' },
  ).lean<{ created: number }>();
  return counted!.created;
}
