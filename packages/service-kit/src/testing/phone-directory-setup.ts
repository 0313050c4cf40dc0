/**
 * Vitest setup file of the service projects (vitest-preset.ts): the stand-in for svc-auth's phone lookup
 * (test-phone-directory.ts), started before the test file builds its app, so the app's phone directory
 * (auth/phone-directory.ts, from AUTH_URL) asks it, as a service asks svc-auth in production.
 */
import { afterAll } from 'vitest';
import { startTestPhoneDirectory } from './test-phone-directory.js';

const directory = await startTestPhoneDirectory();
process.env.AUTH_URL = directory.url;
afterAll(() => directory.close());
