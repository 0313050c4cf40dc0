import { RADIO_TEXTS } from './radio-texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'just now', 'n minutes ago', 'n hours ago', 'n days ago'. Both times are absolute instants
 * (the server stores UTC), so no time-zone shift is involved; a time slightly in the future
 * (clock skew) counts as just now.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return RADIO_TEXTS.time.justNow;
  if (elapsed < HOUR) return RADIO_TEXTS.time.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return RADIO_TEXTS.time.hours(Math.floor(elapsed / HOUR));
  return RADIO_TEXTS.time.days(Math.floor(elapsed / DAY));
}
