import { createLogger } from '@citygames/service-kit/http/logger';
import { defaultDatabaseName } from '@citygames/service-kit/data/platform-database';
import { configOrExit, portFromEnv, runService } from '@citygames/service-kit/runtime/run-service';
import { buildApp } from './app.js';
import { loadSigningKeys } from './config/signing-keys.js';
import { createPasswordHasher } from './passwords/password-hasher.js';
import { loginAttempts } from './rate-limit/login-attempt.model.js';
import { seedDemoAccounts } from './accounts/demo-accounts-seed.js';
import { seedDemoOrganizer } from './organizer/demo-organizer-seed.js';

const PURGE_INTERVAL_MS = 60 * 60_000;

const logger = createLogger('svc-auth');
const signingKeys = loadSigningKeys();
if (!signingKeys.ok) {
  console.error(signingKeys.message);
  process.exit(1);
}
const { privateKey, publicKey } = signingKeys.keys;
const port = configOrExit(() => portFromEnv('svc-auth', 8100));
const hasher = createPasswordHasher();

await runService({
  logger,
  dbName: process.env.MONGO_DB ?? defaultDatabaseName('auth'),
  port,
  beforeListen: async () => {
    if (process.env.SEED_DEMO === '1') await seedDemoAccounts(hasher, logger);
    if (process.env.SEED_DEMO === '1') await seedDemoOrganizer(hasher, new Date(), logger);
  },
  buildApp: () => buildApp({ privateKey, publicKey, logger, passwordHasher: hasher }),
});

// Ended attempt windows carry no information; drop them now and then (safe on every replica at once).
setInterval(() => {
  loginAttempts.purgeEnded(new Date()).catch((error: unknown) => logger.warn({ err: error }, 'purging ended login windows failed'));
}, PURGE_INTERVAL_MS).unref();
