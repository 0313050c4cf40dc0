import { requirePemFromEnv } from '@citygames/service-kit/keys';
import { createLogger } from '@citygames/service-kit/logger';
import { runService } from '@citygames/service-kit/run-service';
import { buildApp } from './app.js';
import { seedDemo } from './content/seed-demo.js';

const logger = createLogger('svc-fanhua');
let publicKey: string;
try {
  publicKey = requirePemFromEnv('JWT_PUBLIC_KEY');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await runService({
  logger,
  dbName: process.env.MONGO_DB ?? 'citygames_fanhua',
  port: Number(process.env.PORT ?? 8103),
  beforeListen: async () => {
    if (process.env.SEED_DEMO === '1') await seedDemo(logger, new Date());
  },
  buildApp: () => buildApp({ publicKey, logger }),
});
