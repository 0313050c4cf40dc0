import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { PreviewInstance } from '@citygames/service-kit/organizer/preview/preview-instance';

/** What every router of svc-polish120 gets. */
export interface Polish120Context {
  logger: Logger;
  /** The clock of bans, solves and the event end (tests move it instead of waiting). */
  now: () => Date;
  /** [0, 1) source of the scratch-card draw. */
  random: () => number;
  /** svc-auth's ES256 public key (PEM); tokens are verified locally. */
  publicKey: string;
  /** The studio's preview instance (live service only). */
  preview?: PreviewInstance;
}

const RANDOM_RESOLUTION = 1_000_000;

/** Uniform in [0, 1) from the OS random source. */
export const cryptoRandom = (): number => randomInt(RANDOM_RESOLUTION) / RANDOM_RESOLUTION;
