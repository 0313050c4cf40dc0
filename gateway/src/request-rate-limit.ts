import { delayAfterOf, type RequestRateLimitSettings } from './route-manifest.js';

interface KeyState {
  /** Requests above the steady rate still counted (nginx's `excess`). */
  excess: number;
  at: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * nginx's `limit_req … burst=B [delay=D | nodelay]` in Node, so the Node proxy limits exactly as nginx does:
 * per key, the first request is free, each further one adds 1 to the excess, which drains at `perSecond`
 * (a request that finds it drained is free again); a request that would take the excess above `burst` is
 * refused and not counted. An admitted request whose excess is above `delayAfter` (default `burst`, i.e.
 * `nodelay`) is held (excess − delayAfter) / perSecond seconds, as nginx holds it.
 * Keys whose excess has drained are forgotten once a minute.
 */
export class RequestRateLimit {
  private readonly keys = new Map<string, KeyState>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly delayAfter: number;

  constructor(
    private readonly limit: RequestRateLimitSettings,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.delayAfter = delayAfterOf(limit);
    this.sweeper = setInterval(() => this.forgetDrained(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  /** Counts one request of `key` (with `nodelay`, as the password limit uses it); false when it is over the limit. */
  admit(key: string): boolean {
    return this.delayFor(key) !== null;
  }

  /** Counts one request of `key`: null when it is refused, else the milliseconds to hold it first (0: at once). */
  delayFor(key: string): number | null {
    const at = this.now();
    const previous = this.keys.get(key);
    if (!previous) {
      this.keys.set(key, { excess: 0, at });
      return 0;
    }
    const excess = Math.max(0, previous.excess - (this.limit.perSecond * (at - previous.at)) / 1000 + 1);
    if (excess > this.limit.burst) return null;
    this.keys.set(key, { excess, at });
    return excess > this.delayAfter ? ((excess - this.delayAfter) * 1000) / this.limit.perSecond : 0;
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private forgetDrained(): void {
    const at = this.now();
    for (const [key, state] of this.keys) {
      if (state.excess - (this.limit.perSecond * (at - state.at)) / 1000 <= 0) this.keys.delete(key);
    }
  }
}
