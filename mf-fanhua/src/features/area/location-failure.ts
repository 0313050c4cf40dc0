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

/** The dialog for a position the server judged outside the area or too vague (with a note when a calibration was in use: it does not count). */
export function rangeFailure(areaName: string, reason: 'ACCURACY_TOO_LOW' | 'NOT_IN_AREA', numbers: RangeNumbers, calibrated = false): LocationFailure {
  return {
    message: reason === 'ACCURACY_TOO_LOW' ? A.accuracyTooLow : A.notInRange(areaName),
    details: [A.distanceLine(numbers.distance_m, numbers.radius_m, numbers.accuracy_m), ...(calibrated ? [A.calibrationNotCounted] : [])],
    solution: L.gpsTips,
  };
}

/** A server refusal that is about the location (the trade call checks again), as a dialog; null otherwise. */
export function serverLocationFailure(areaName: string, error: unknown, calibrated = false): LocationFailure | null {
  if (!isApiError(error) || (error.code !== 'NOT_IN_AREA' && error.code !== 'ACCURACY_TOO_LOW')) return null;
  const body = (error.body ?? {}) as Partial<RangeNumbers>;
  return rangeFailure(areaName, error.code, { distance_m: body.distance_m ?? 0, radius_m: body.radius_m ?? 0, accuracy_m: body.accuracy_m ?? 0 }, calibrated);
}

/** The toast text of a failed area call: the server's message, else 'network error' or the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind !== 'http') return A.networkError;
  return error.hasServerMessage ? error.message : fallback;
}
