import type { PasswordRequestLimit } from './route-manifest.js';

interface AddressState {
  /** Requests above the steady rate still counted (nginx's `excess`). */
  excess: number;
  at: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * nginx's `limit_req … burst=B nodelay` in Node, so the Node proxy limits exactly as nginx does: per
 * address, the first request is free, each further one adds 1 to the excess, which drains at
 * `perSecond` (a request that finds it drained is free again); a request that would take the excess
 * above `burst` is refused and not counted.
 * Addresses whose excess has drained are forgotten once a minute.
 */
export class RequestRateLimit {
  private readonly addresses = new Map<string, AddressState>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly limit: PasswordRequestLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.sweeper = setInterval(() => this.forgetDrained(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  /** Counts one request of `address`; false when it is over the limit. */
  admit(address: string): boolean {
    const at = this.now();
    const previous = this.addresses.get(address);
    if (!previous) {
      this.addresses.set(address, { excess: 0, at });
      return true;
    }
    const excess = Math.max(0, previous.excess - (this.limit.perSecond * (at - previous.at)) / 1000 + 1);
    if (excess > this.limit.burst) return false;
    this.addresses.set(address, { excess, at });
    return true;
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private forgetDrained(): void {
    const at = this.now();
    for (const [address, state] of this.addresses) {
      if (state.excess - (this.limit.perSecond * (at - state.at)) / 1000 <= 0) this.addresses.delete(address);
    }
  }
}
