import { isPreviewMode } from '@citygames/web-kit/preview/preview-mode';
import { readSimulatedPosition } from '@citygames/web-kit/preview/simulated-position';

/**
 * The browser's geolocation, with fixed options: high accuracy, maximum age 0, a time-out per call.
 * In the console's preview frame the position the organiser picked there stands in for it.
 */

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

/** `insecure`: the page is not a secure context (plain HTTP on a LAN address): browsers refuse location there whatever the settings. */
export type LocationErrorKind = 'permission' | 'insecure' | 'unavailable' | 'timeout' | 'unknown' | 'unsupported';

/** False only where the browser says so (plain HTTP away from localhost); unknown counts as secure. */
function insecureContext(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === false;
}

export class LocationError extends Error {
  readonly kind: LocationErrorKind;
  constructor(kind: LocationErrorKind) {
    super(kind);
    this.kind = kind;
  }
}

export function requestPosition(timeoutMs: number): Promise<BrowserFix> {
  if (isPreviewMode()) {
    const simulated = readSimulatedPosition();
    return simulated ? Promise.resolve({ ...simulated, at: Date.now() }) : Promise.reject(new LocationError('unavailable'));
  }
  // Before anything else: over plain HTTP the browser answers 'permission denied' (or has no API at all),
  // and phone-settings steps would send the player on a useless hunt.
  if (insecureContext()) return Promise.reject(new LocationError('insecure'));
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
