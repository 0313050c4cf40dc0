import mongoose, { type ClientSession, type Model } from 'mongoose';

interface StoredSequence {
  _id: string;
  /** The last number handed out. */
  value: number;
}

/**
 * Named sequences of one service (`sequences`, one small document each): the positions of a stream that readers
 * deliver in order (the radio, the activity feed). A number is taken inside the transaction that writes the entry
 * it numbers, by a write to the sequence's document. On MongoDB two transactions writing that one document
 * conflict, so the second retries after the first committed: entries commit in the order of their numbers, an
 * aborted transaction gives its numbers back with its entry, and a reader that has seen position n has seen every
 * position below it. Nothing depends on clocks. (The embedded jongodb lane runs transactions one at a time, which
 * gives the same order.) See docs/invariants.md「按位置投递」.
 */
export const Sequence: Model<StoredSequence> =
  (mongoose.models.Sequence as Model<StoredSequence> | undefined) ??
  mongoose.model<StoredSequence>(
    'Sequence',
    new mongoose.Schema<StoredSequence>(
      { _id: { type: String, required: true }, value: { type: Number, required: true } },
      { collection: 'sequences', versionKey: false },
    ),
  );

/** Takes `count` numbers of `name` inside `session` (the transaction of the entries they number); answers the first. */
export async function takeSequenceNumbers(name: string, count: number, session: ClientSession): Promise<number> {
  const taken = await Sequence.findOneAndUpdate({ _id: name }, { $inc: { value: count } }, { upsert: true, returnDocument: 'after', session }).lean();
  if (!taken) throw new Error(`sequence ${name} not written`);
  return taken.value - count + 1;
}

/** The last number of `name` whose transaction committed (0 before the first). */
export async function lastSequenceNumber(name: string): Promise<number> {
  return (await Sequence.findById(name).lean())?.value ?? 0;
}
