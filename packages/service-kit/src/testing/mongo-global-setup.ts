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
    project.provide('mongoUri', process.env.MONGODB_URI);
    return;
  }
  const mongo = await startEmbeddedMongo({ stateDir: 'node_modules/.cache/citygames-mongo', persist: false });
  project.provide('mongoUri', mongo.uri);
  return () => mongo.stop();
}
