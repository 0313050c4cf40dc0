/** How many attempts a key may spend within one window. */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/** Whole seconds until the window ends, at least 1 (the value of Retry-After). */
export function secondsUntil(windowEndsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
}

export function windowEnd(now: Date, limit: AttemptLimit): Date {
  return new Date(now.getTime() + limit.windowMs);
}
