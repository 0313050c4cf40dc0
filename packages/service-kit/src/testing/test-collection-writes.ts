import mongoose, { type mongo } from 'mongoose';
import { writeToCollection } from '../data/jongodb-write-queue.js';

/**
 * A test's write to a collection of its database that the service under test has no model for (svc-auth's accounts,
 * game states and player access, which a game service only reads), in the write queue's turn: on jongodb a raw driver
 * write beside a running transaction can be lost (data/jongodb-write-queue.ts). Where the service has a model, write through it.
 */
export function writeTestCollection<T extends mongo.Document = mongo.Document, R = unknown>(
  name: string,
  write: (collection: mongo.Collection<T>) => Promise<R>,
): Promise<R> {
  return writeToCollection(mongoose.connection, name, write);
}
