import { isApiError } from '@citygames/web-kit/api-client';
import { detectDevice, LocationError, type LocationErrorKind } from '../../shared/location/geolocation';
import { TEXTS } from '../../texts';

/** What the location failure dialog shows: what happened, the numbers, what to do about it. */
export interface LocationFailure {
  message: string;
  details?: string[];
  solution: readonly string[];
}

const L = TEXTS.location;
const A = TEXTS.area;

const MESSAGES: Record<LocationErrorKind, string> = {
  permission: L.permissionDenied,
  insecure: L.insecure,
  unavailable: L.unavailable,
  timeout: L.timeout,
  unknown: L.unknown,
  unsupported: L.unsupported,
};

function permissionHelp(userAgent: string): readonly string[] {
  const device = detectDevice(userAgent);
  return device === 'ios' ? L.helpIos : device === 'android' ? L.helpAndroid : L.helpDesktop;
}

/** The dialog for a browser location failure: permission steps per device, the HTTPS note over plain HTTP, GPS tips otherwise. */
export function browserFailure(error: LocationError, userAgent = navigator.userAgent): LocationFailure {
  const solution = error.kind === 'permission' ? permissionHelp(userAgent) : error.kind === 'insecure' ? L.insecureHelp : L.gpsTips;
  return { message: MESSAGES[error.kind], solution };
}

export interface RangeNumbers {
  distance_m: number;
  radius_m: number;
  accuracy_m: number;
}

type RangeRefusal = 'FIX_TIME_OFF' | 'ACCURACY_TOO_LOW' | 'NOT_IN_AREA';
const RANGE_REFUSALS: readonly string[] = ['FIX_TIME_OFF', 'ACCURACY_TOO_LOW', 'NOT_IN_AREA'] satisfies RangeRefusal[];

/**
 * The dialog for a position the server judged outside the area, too vague or stamped with a wrong
 * clock (with a note when a calibration was in use: it does not count, and no tip suggests one).
 */
export function rangeFailure(areaName: string, reason: RangeRefusal, numbers: RangeNumbers, calibrated = false): LocationFailure {
  if (reason === 'FIX_TIME_OFF') return { message: A.fixTimeOff, solution: L.clockTips };
  return {
    message: reason === 'ACCURACY_TOO_LOW' ? A.accuracyTooLow : A.notInRange(areaName),
    details: [A.distanceLine(numbers.distance_m, numbers.radius_m, numbers.accuracy_m), ...(calibrated ? [A.calibrationNotCounted] : [])],
    solution: L.gpsTips,
  };
}

/** A server refusal that is about the location (the trade call checks again), as a dialog; null otherwise. */
export function serverLocationFailure(areaName: string, error: unknown, calibrated = false): LocationFailure | null {
  if (!isApiError(error) || error.code === undefined || !RANGE_REFUSALS.includes(error.code)) return null;
  const body = (error.body ?? {}) as Partial<RangeNumbers>;
  return rangeFailure(
    areaName,
    error.code as RangeRefusal,
    { distance_m: body.distance_m ?? 0, radius_m: body.radius_m ?? 0, accuracy_m: body.accuracy_m ?? 0 },
    calibrated,
  );
}

/** The toast text of a failed area call: the server's message, else 'network error' or the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind !== 'http') return A.networkError;
  return error.hasServerMessage ? error.message : fallback;
}
