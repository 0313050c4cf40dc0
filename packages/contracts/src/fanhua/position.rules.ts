/**
 * What a location-checked fanhua call reports about where the player is: the browser's raw fix
 * (WGS-84, as the Geolocation API gave it) and, separately, the calibration the device applies to
 * the map dot. The server decides on the raw fix alone; the calibration is only logged for the
 * risk check.
 */

/** The device's calibration as a distance in metres from the raw fix to the dot the map shows. */
export interface CalibrationOffset {
  /** Metres north (negative: south). */
  north_m: number;
  /** Metres east (negative: west). */
  east_m: number;
}

export interface PositionReport {
  /** WGS-84 degrees of the raw fix. */
  lat: number;
  lng: number;
  /** Metres, as the browser reported it; null when it gave none. */
  accuracy: number | null;
  /** When the fix was taken (the Geolocation API's timestamp, milliseconds since 1970). */
  timestamp: number | null;
  /** null when the device has no calibration. */
  calibration: CalibrationOffset | null;
}

/** The largest calibration component the server accepts in a report (larger is not a calibration). */
export const MAX_REPORTED_CALIBRATION_M = 100_000;
