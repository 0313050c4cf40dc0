import mongoose from 'mongoose';
import type { TestProject } from 'vitest/node';
import { startEmbeddedMongo } from '../embedded-mongo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

/**
 * Vitest globalSetup: one MongoDB for the whole run. MONGODB_URI wins (the container lane
 * sets it); otherwise the embedded lane. Each test file uses a database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.MONGODB_URI) {
    await stopTtlMonitor(process.env.MONGODB_URI);
    project.provide('mongoUri', process.env.MONGODB_URI);
    return;
  }
  const mongo = await startEmbeddedMongo({ stateDir: 'node_modules/.cache/citygames-mongo', persist: false });
  await stopTtlMonitor(mongo.uri);
  project.provide('mongoUri', mongo.uri);
  return () => mongo.stop();
}

/**
 * Tests run on injected clocks, often days in the past, while MongoDB's TTL monitor deletes by the
 * wall clock once a minute: left on, it would delete a test's expiring documents (position fixes,
 * tickets, attempt windows) in the middle of the test. A server without the parameter (jongodb has
 * no TTL monitor) refuses the command, which changes nothing.
 */
async function stopTtlMonitor(uri: string): Promise<void> {
  const client = new mongoose.mongo.MongoClient(uri, { serverMonitoringMode: 'poll', serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    await client
      .db('admin')
      .command({ setParameter: 1, ttlMonitorEnabled: false })
      .catch(() => undefined);
  } finally {
    await client.close().catch(() => undefined);
  }
}
