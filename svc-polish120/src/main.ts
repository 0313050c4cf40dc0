import { requirePemFromEnv } from '@citygames/service-kit/keys';
import { createLogger } from '@citygames/service-kit/logger';
import { runService } from '@citygames/service-kit/run-service';
import { buildApp } from './app.js';
import { seedDemoPack } from './content/seed-demo-pack.js';

const logger = createLogger('svc-polish120');
let publicKey: string;
try {
  publicKey = requirePemFromEnv('JWT_PUBLIC_KEY');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

await runService({
  logger,
  dbName: process.env.MONGO_DB ?? 'citygames_polish120',
  port: Number(process.env.PORT ?? 8102),
  beforeListen: async () => {
    if (process.env.SEED_DEMO === '1') await seedDemoPack(logger);
  },
  buildApp: () => buildApp({ publicKey, logger }),
});
