import type { Logger } from 'pino';
import type { PreviewInstance } from '@citygames/service-kit/organizer/preview/preview-instance';

/** What every router of svc-pilotsh gets. */
export interface PilotshContext {
  /** ES256 public key (PEM) of svc-auth, to verify tokens. */
  publicKey: string;
  logger: Logger;
  /** The clock of bans and records (tests move it instead of waiting). */
  now: () => Date;
  /** A uniform integer in [0, 100) for step draws (tests fix it). */
  roll: () => number;
  /** The studio's preview instance (live service only). */
  preview?: PreviewInstance;
}
