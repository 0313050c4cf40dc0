import type { createLogger } from '@citygames/service-kit/http/logger';
import type { PasswordHasher } from './passwords/password-hasher.js';

/** The service logger (pino), named without depending on pino directly. */
export type Logger = ReturnType<typeof createLogger>;

/** What every router of svc-auth gets. */
export interface AuthContext {
  logger: Logger;
  /** The clock of the attempt windows and of every stored time (tests move it instead of waiting). */
  now: () => Date;
  /** ES256 private key (PEM): only svc-auth holds it. */
  privateKey: string;
  /** The matching public key (PEM), to verify the tokens callers present. */
  publicKey: string;
  hasher: PasswordHasher;
  tokenTtlSeconds: number;
}
