import { useCallback, useEffect, useRef, useState } from 'react';

export interface BanCountdown {
  /** Whole seconds left (0 when no ban runs). */
  remainingSeconds: number;
  isBanned: boolean;
  /** Start (or restart) from the server's `remainingTime` in seconds. */
  start: (seconds: number) => void;
  clear: () => void;
}

/**
 * A ban countdown that ticks every second. It counts towards an end moment fixed when it starts,
 * so a throttled background tab or a slow render never makes it drift from the server's ban.
 */
export function useBanCountdown(onFinished?: () => void): BanCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
    const current = Date.now();
    setNow(current);
    setEndsAt(whole > 0 ? current + whole * 1000 : null);
  }, []);
  const clear = useCallback(() => setEndsAt(null), []);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        finished.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const remainingSeconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remainingSeconds, isBanned: remainingSeconds > 0, start, clear };
}
