import type { TestProject } from 'vitest/node';
import { previousMongodFailure, startEmbeddedMongo } from '../embedded-mongo.js';

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
    project.provide('mongoUri', process.env.MONGODB_URI);
    return;
  }
  const stateDir = 'node_modules/.cache/citygames-mongo';
  const knownFailure = previousMongodFailure(stateDir);
  const mongo = await startEmbeddedMongo({ stateDir, persist: false });
  // Said once, when the attempt fails; later runs go straight to jongodb (the failure is remembered in stateDir).
  const failure = knownFailure === null ? previousMongodFailure(stateDir) : null;
  if (mongo.lane === 'jongodb' && failure) console.log(jongodbLaneLine(failure));
  project.provide('mongoUri', mongo.uri);
  return () => mongo.stop();
}

/** The one line that says why the tests run on jongodb and how to get the real mongod lane. */
export function jongodbLaneLine(failure: string): string {
  const reason = failure
    .replace(/^Error:\s*/, '')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
  return `测试用 jongodb 通道：拿不到真实 mongod（${reason}）。联网运行一次 npm run mongod:fetch 之后测试改用真实 mongod。`;
}
