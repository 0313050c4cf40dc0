import { distanceMeters, type LatLng } from './geo.js';

/** Above this accuracy (metres, 95 % radius) a position is too vague to trade with. */
export const MAX_TRADE_ACCURACY_M = 200;
/** What a position without an accuracy is taken to have. */
export const DEFAULT_ACCURACY_M = 30;

export interface ReportedPosition extends LatLng {
  /** Metres; null or undefined when the browser reported none. */
  accuracy?: number | null;
}

export interface AreaCircle extends LatLng {
  radiusKm: number;
}

export type LocationVerdict =
  | { ok: true; distanceM: number; accuracyM: number; allowedM: number }
  | { ok: false; reason: 'ACCURACY_TOO_LOW'; distanceM: number; accuracyM: number; allowedM: number }
  | { ok: false; reason: 'NOT_IN_AREA'; distanceM: number; accuracyM: number; allowedM: number };

/**
 * The trade location check: accuracy must be at most 200 m (missing: 30 m), and the distance from
 * the area centre at most radius + accuracy, i.e. the nearest point of the error circle lies inside.
 */
export function judgeLocation(position: ReportedPosition, area: AreaCircle): LocationVerdict {
  const accuracyM = position.accuracy ?? DEFAULT_ACCURACY_M;
  const distanceM = distanceMeters(position, area);
  const allowedM = area.radiusKm * 1000 + accuracyM;
  if (accuracyM > MAX_TRADE_ACCURACY_M) return { ok: false, reason: 'ACCURACY_TOO_LOW', distanceM, accuracyM, allowedM };
  if (distanceM > allowedM) return { ok: false, reason: 'NOT_IN_AREA', distanceM, accuracyM, allowedM };
  return { ok: true, distanceM, accuracyM, allowedM };
}

/** The GPS test page's check: nearest possible distance (distance − accuracy) within the radius; no accuracy cap. */
export function nearestDistanceMeters(position: ReportedPosition, area: LatLng): number {
  return Math.max(0, distanceMeters(position, area) - (position.accuracy ?? DEFAULT_ACCURACY_M));
}
