/**
 * Vitest setup file of the service projects (vitest-preset.ts): loads mongo-connection before the test file, so the
 * write queue's mongoose plugin is registered before any model the test file imports is compiled, whatever the
 * order of its imports (a main, a command and the preview Worker load it first themselves; connectMongo checks it).
 */
import '../data/mongo-connection.js';
