import { browserStorage } from '@citygames/web-kit/token-store';
import type { CalibrationOffset } from '@citygames/contracts/fanhua/position.rules';
import { METRES_PER_DEGREE, type LatLng } from './map-coords';

/** The device-kept location calibration: offsets in the map's system added to the GPS position. */
export interface Calibration {
  deltaLon: number;
  deltaLat: number;
}

const CALIBRATION_KEY = 'fanhua.calibration';
const HINT_KEY = 'fanhua.calibrationHintSeen';
/** Larger offsets are not a GPS error any more. */
export const MAX_CALIBRATION_M = 1000;

const storage = browserStorage;

export function loadCalibration(): Calibration | null {
  const raw = storage()?.getItem(CALIBRATION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Calibration>;
    if (typeof value.deltaLon === 'number' && typeof value.deltaLat === 'number' && Number.isFinite(value.deltaLon) && Number.isFinite(value.deltaLat)) {
      return { deltaLon: value.deltaLon, deltaLat: value.deltaLat };
    }
  } catch {
    // a broken value is no calibration
  }
  return null;
}

export function saveCalibration(calibration: Calibration): void {
  storage()?.setItem(CALIBRATION_KEY, JSON.stringify(calibration));
}

export function clearCalibration(): void {
  storage()?.removeItem(CALIBRATION_KEY);
}

export function applyCalibration(point: LatLng, calibration: Calibration | null): LatLng {
  if (!calibration) return point;
  return { lat: point.lat + calibration.deltaLat, lng: point.lng + calibration.deltaLon };
}

export function calibrationBetween(gps: LatLng, dragged: LatLng): Calibration {
  return { deltaLon: dragged.lng - gps.lng, deltaLat: dragged.lat - gps.lat };
}

export function hintSeen(): boolean {
  return storage()?.getItem(HINT_KEY) === '1';
}

export function markHintSeen(): void {
  storage()?.setItem(HINT_KEY, '1');
}

export function clearHintSeen(): void {
  storage()?.removeItem(HINT_KEY);
}

/**
 * The offset between the raw fix and the calibrated dot, in metres north and east, as reported
 * to the server next to the raw fix (WGS-84 both; null when the dot sits on the fix).
 */
export function calibrationOffset(raw: LatLng, calibrated: LatLng): CalibrationOffset | null {
  const northM = (calibrated.lat - raw.lat) * METRES_PER_DEGREE;
  const eastM = (calibrated.lng - raw.lng) * METRES_PER_DEGREE * Math.cos((raw.lat * Math.PI) / 180);
  if (Math.abs(northM) < 0.05 && Math.abs(eastM) < 0.05) return null;
  return { north_m: Math.round(northM * 10) / 10, east_m: Math.round(eastM * 10) / 10 };
}
