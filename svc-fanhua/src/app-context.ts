import type { Logger } from 'pino';

/** What every router of the service receives: the injectable clock and random source, and the logger. */
export interface FanhuaContext {
  logger: Logger;
  /** The current time (tests move it to check opening times). */
  now: () => Date;
  /** Uniform in [0, 1): bless rolls and other server-side draws (tests inject a fixed sequence). */
  random: () => number;
}
