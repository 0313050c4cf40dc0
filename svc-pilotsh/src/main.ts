import { requirePemFromEnv } from '@citygames/service-kit/keys';
import { createLogger } from '@citygames/service-kit/logger';
import { runService } from '@citygames/service-kit/run-service';
import { buildApp } from './app.js';
import { seedDemoPack } from './content/demo-pack.js';
// Registers every model before connecting, so their unique indexes are built.
import './models.js';

const logger = createLogger('svc-pilotsh');
const publicKey = requirePemFromEnv('JWT_PUBLIC_KEY');

await runService({
  logger,
  dbName: process.env.MONGO_DB ?? 'citygames_pilotsh',
  port: Number(process.env.PORT ?? 8101),
  beforeListen: async () => {
    if (process.env.SEED_DEMO === '1') await seedDemoPack(logger);
  },
  buildApp: () => buildApp({ publicKey, logger }),
});
