/** The browser's geolocation, with fixed options: high accuracy, maximum age 0, a time-out per call. */

export const MANUAL_TIMEOUT_MS = 10_000;
export const AUTOMATIC_TIMEOUT_MS = 8_000;

export interface BrowserFix {
  /** WGS-84 degrees, as the Geolocation API reports them. */
  lat: number;
  lng: number;
  /** Metres (95 % radius); null when the browser gave none. */
  accuracy: number | null;
  at: number;
}

export type LocationErrorKind = 'permission' | 'unavailable' | 'timeout' | 'unknown' | 'unsupported';

export class LocationError extends Error {
  readonly kind: LocationErrorKind;
  constructor(kind: LocationErrorKind) {
    super(kind);
    this.kind = kind;
  }
}

export function requestPosition(timeoutMs: number): Promise<BrowserFix> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          at: position.timestamp || Date.now(),
        }),
      (error) => {
        const kind: LocationErrorKind =
          error.code === error.PERMISSION_DENIED
            ? 'permission'
            : error.code === error.POSITION_UNAVAILABLE
              ? 'unavailable'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unknown';
        reject(new LocationError(kind));
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: timeoutMs },
    );
  });
}

export type DeviceKind = 'ios' | 'android' | 'desktop';

/** Which help text fits the visitor's device (permission steps differ). */
export function detectDevice(userAgent: string): DeviceKind {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))) return 'ios';
  if (/Android|Mobile|HarmonyOS/i.test(userAgent)) return 'android';
  return 'desktop';
}
