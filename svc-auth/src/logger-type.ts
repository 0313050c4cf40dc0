import type { createLogger } from '@citygames/service-kit/logger';

/** The service logger (pino), named without depending on pino directly. */
export type Logger = ReturnType<typeof createLogger>;
