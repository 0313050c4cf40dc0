import mongoose from 'mongoose';
import type { TestProject } from 'vitest/node';
import { previousMongodFailure, startEmbeddedMongo } from '../data/embedded-mongo.js';

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
  const stateDir = 'node_modules/.cache/citygames-mongo';
  const knownFailure = previousMongodFailure(stateDir);
  const mongo = await startEmbeddedMongo({ stateDir, persist: false });
  // Said once, when the attempt fails; later runs go straight to jongodb (the failure is remembered in stateDir).
  const failure = knownFailure === null ? previousMongodFailure(stateDir) : null;
  if (mongo.lane === 'jongodb' && failure) console.log(jongodbLaneLine(failure));
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

/** The one line that says why the tests run on jongodb and how to get the real mongod lane. */
export function jongodbLaneLine(failure: string): string {
  const reason = failure
    .replace(/^Error:\s*/, '')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
  return `测试用 jongodb 通道：拿不到真实 mongod（${reason}）。联网运行一次 npm run mongod:fetch 之后测试改用真实 mongod。`;
}
