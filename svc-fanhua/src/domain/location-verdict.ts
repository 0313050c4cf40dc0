import { distanceMeters, type LatLng } from './geo.js';

/** Above this accuracy (metres, 95 % radius) a position is too vague to trade with. */
export const MAX_TRADE_ACCURACY_M = 200;
/** What a position without an accuracy is taken to have. */
export const DEFAULT_ACCURACY_M = 30;

/**
 * A fix stamped further than this from the server's clock is not a position of now: phones set their
 * clocks from the network and the page asks for a fresh fix (maximumAge 0, at most 10 s), so an
 * honest fix is seconds off. A stamp of 1970 or 2100, or a fix kept from an hour ago, is not.
 */
export const MAX_FIX_CLOCK_SKEW_MS = 5 * 60_000;

export interface ReportedPosition extends LatLng {
  /** Metres; null or undefined when the browser reported none. */
  accuracy?: number | null;
  /** When the device took the fix (ms since 1970); null or undefined when it did not say. */
  timestamp?: number | null;
}

/** How far the fix's own time is from the server's clock (ms, absolute), or null when the fix carries no time. */
export function fixClockSkewMs(fixedAt: number | null | undefined, now: Date): number | null {
  return typeof fixedAt === 'number' ? Math.abs(fixedAt - now.getTime()) : null;
}

/** Whether the fix's own time says it is not a position of now. */
export const isFixTimeOff = (fixedAt: number | null | undefined, now: Date): boolean => (fixClockSkewMs(fixedAt, now) ?? 0) > MAX_FIX_CLOCK_SKEW_MS;

export interface AreaCircle extends LatLng {
  radiusKm: number;
}

export type LocationRefusal = 'FIX_TIME_OFF' | 'ACCURACY_TOO_LOW' | 'NOT_IN_AREA';

export type LocationVerdict =
  | { ok: true; distanceM: number; accuracyM: number; allowedM: number }
  | { ok: false; reason: LocationRefusal; distanceM: number; accuracyM: number; allowedM: number };

/**
 * The trade location check: a fix stamped more than 5 minutes from the server's clock is not where
 * the player is now; accuracy must be at most 200 m (missing: 30 m), and the distance from the area
 * centre at most radius + accuracy, i.e. the nearest point of the error circle lies inside.
 */
export function judgeLocation(position: ReportedPosition, area: AreaCircle, now: Date): LocationVerdict {
  const accuracyM = position.accuracy ?? DEFAULT_ACCURACY_M;
  const distanceM = distanceMeters(position, area);
  const allowedM = area.radiusKm * 1000 + accuracyM;
  if (isFixTimeOff(position.timestamp, now)) return { ok: false, reason: 'FIX_TIME_OFF', distanceM, accuracyM, allowedM };
  if (accuracyM > MAX_TRADE_ACCURACY_M) return { ok: false, reason: 'ACCURACY_TOO_LOW', distanceM, accuracyM, allowedM };
  if (distanceM > allowedM) return { ok: false, reason: 'NOT_IN_AREA', distanceM, accuracyM, allowedM };
  return { ok: true, distanceM, accuracyM, allowedM };
}

/** The GPS test page's check: nearest possible distance (distance − accuracy) within the radius; no accuracy cap. */
export function nearestDistanceMeters(position: ReportedPosition, area: LatLng): number {
  return Math.max(0, distanceMeters(position, area) - (position.accuracy ?? DEFAULT_ACCURACY_M));
}
