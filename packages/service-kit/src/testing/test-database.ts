import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { announceDatabaseReset } from '../data/database-reset.js';
import { connectMongo } from '../data/mongo-connection.js';
import type {} from './mongo-global-setup.js';

/**
 * Connects this test file to a database of its own on the run's MongoDB and disconnects after it.
 * Call `clearDatabase()` in beforeEach to isolate tests (dropDatabase is not available on jongodb).
 */
export function useTestDatabase(prefix: string): void {
  beforeAll(async () => {
    await connectMongo(inject('mongoUri'), `${prefix}_${randomBytes(4).toString('hex')}`);
  });
  afterAll(async () => {
    await clearDatabase();
    await mongoose.disconnect();
  });
}

/** Empties every model's collection and tells the process's caches of the database that it did. */
export async function clearDatabase(): Promise<void> {
  await Promise.all(Object.values(mongoose.models).map((model) => model.deleteMany({})));
  announceDatabaseReset();
}
