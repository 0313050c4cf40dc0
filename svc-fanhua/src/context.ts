import type { Logger } from 'pino';
import type { PreviewInstance } from '@citygames/service-kit/organizer/preview/preview-instance';
import type { RandomSource } from './domain/random-source.js';

/** What every router of the service receives: the verification key, the injectable clock and random source, and the logger. */
export interface FanhuaContext {
  /** svc-auth's ES256 public key (PEM); tokens are verified locally. */
  publicKey: string;
  logger: Logger;
  /** The current time (tests move it to check opening times). */
  now: () => Date;
  /** Bless rolls and other server-side draws: the operating system's source unless a test injects a sequence. */
  random: RandomSource;
  /** The studio's preview instance (live service only). */
  preview?: PreviewInstance;
}
