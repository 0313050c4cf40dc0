import type { ClientSession, Model, PipelineStage, mongo } from 'mongoose';
import { pipelineWrites } from './jongodb-write-queue.js';

/**
 * The documents of a reading aggregation, run by the MongoDB driver on the model's collection. Mongoose's
 * `Model.aggregate` casts nothing in a pipeline and adds nothing to its result, but building and running its
 * Aggregate (stage checks, option pruning, the traced exec, its middleware) cost each call about 100 µs of CPU,
 * a tenth of a player's hot read: the reads every player call starts with (team, state and progress in one round
 * trip) use this instead. Same pipeline, same session, same answer. A pipeline that writes (`$out`, `$merge`) is
 * refused: writes go through the models, where the embedded lane's write queue sees them.
 */
export function aggregateDocuments<Result extends mongo.Document>(
  model: Pick<Model<never>, 'collection'>,
  pipeline: readonly PipelineStage[],
  session?: ClientSession | null,
): Promise<Result[]> {
  if (pipelineWrites(pipeline)) throw new Error('aggregateDocuments only reads: run a pipeline with $out/$merge through its model');
  // The driver types the pipeline as mutable documents; it only reads it.
  return model.collection.aggregate<Result>(pipeline as unknown as mongo.Document[], session ? { session } : undefined).toArray();
}
