import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeSimulatedPosition } from '@citygames/web-kit/preview/simulated-position';
import { AUTOMATIC_TIMEOUT_MS, LocationError, MANUAL_TIMEOUT_MS, requestPosition, type BrowserFix } from '../../../shared/location/geolocation';
import { manualLocationThrottle } from '../../../shared/location/manual-throttle';
import {
  applyCalibration,
  calibrationBetween,
  calibrationOffset,
  clearCalibration,
  loadCalibration,
  MAX_CALIBRATION_M,
  saveCalibration,
  type Calibration,
} from '../../../shared/location/calibration-store';
import { approximateMetres, mapToWgs, wgsToMap, type LatLng } from '../../../shared/location/map-coords';
import type { PositionReport } from '@citygames/contracts/fanhua/position.rules';
import { DATA_REFRESH_MS } from '../area-rules';

export type PlayerPosition = ReturnType<typeof usePlayerPosition>;

export type ManualResult = { ok: true; position: PositionReport } | { ok: false; waitSeconds: number } | { ok: false; error: LocationError };

/**
 * The browser's fix, asked for now and every DATA_REFRESH_MS while the map is shown (and at once when the console's
 * preview picks a position); a failure is kept to explain the missing dot.
 */
function useAutomaticFix() {
  const [fix, setFix] = useState<BrowserFix | null>(null);
  const [autoError, setAutoError] = useState<LocationError | null>(null);
  const alive = useRef(true);

  const automatic = useCallback(async () => {
    try {
      const found = await requestPosition(AUTOMATIC_TIMEOUT_MS);
      if (!alive.current) return;
      setFix(found);
      setAutoError(null);
    } catch (error) {
      if (alive.current && error instanceof LocationError) setAutoError(error);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void automatic();
    const timer = setInterval(() => void automatic(), DATA_REFRESH_MS);
    // in the console's preview frame a newly picked position shows at once
    const unsubscribe = subscribeSimulatedPosition(() => void automatic());
    return () => {
      alive.current = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [automatic]);

  return { fix, setFix, autoError, setAutoError, automatic };
}

/**
 * The player's position on the map: the browser's WGS-84 fix shown in the map's system, plus the
 * device-kept calibration, or the spot the player dragged the dot to (not saved yet). The server
 * gets the raw fix and, apart from it, the calibration in use: calibration only moves the dot.
 */
export function usePlayerPosition() {
  const { fix, setFix, autoError, setAutoError, automatic } = useAutomaticFix();
  const [calibration, setCalibration] = useState<Calibration | null>(loadCalibration);
  const [dragged, setDragged] = useState<LatLng | null>(null);

  const gpsOnMap = fix ? wgsToMap(fix) : null;
  const shown = dragged ?? (gpsOnMap ? applyCalibration(gpsOnMap, calibration) : null);

  const sentFrom = useCallback(
    (found: BrowserFix, drag: LatLng | null = dragged): PositionReport => {
      const onMap = drag ?? applyCalibration(wgsToMap(found), calibration);
      return {
        lat: found.lat,
        lng: found.lng,
        accuracy: found.accuracy,
        timestamp: Math.round(found.at),
        calibration: calibrationOffset(found, mapToWgs(onMap)),
      };
    },
    [calibration, dragged],
  );

  /** A manual request (at most one per 10 s), answering the position to send. */
  const manual = useCallback(async (): Promise<ManualResult> => {
    const gate = manualLocationThrottle.tryStart();
    if (!gate.ok) return { ok: false, waitSeconds: gate.waitSeconds };
    try {
      const found = await requestPosition(MANUAL_TIMEOUT_MS);
      setFix(found);
      setAutoError(null);
      return { ok: true, position: sentFrom(found) };
    } catch (error) {
      const failure = error instanceof LocationError ? error : new LocationError('unknown');
      return { ok: false, error: failure };
    }
  }, [sentFrom, setFix, setAutoError]);

  /** Saves the dragged spot as the calibration; refuses offsets above 1 km. */
  const saveDragged = useCallback((): 'saved' | 'too-far' | 'no-fix' => {
    if (!dragged || !gpsOnMap) return 'no-fix';
    if (approximateMetres(gpsOnMap, dragged) > MAX_CALIBRATION_M) return 'too-far';
    const next = calibrationBetween(gpsOnMap, dragged);
    saveCalibration(next);
    setCalibration(next);
    setDragged(null);
    return 'saved';
  }, [dragged, gpsOnMap]);

  const removeCalibration = useCallback(() => {
    clearCalibration();
    setCalibration(null);
    setDragged(null);
  }, []);

  return {
    fix,
    shown,
    calibration,
    dragged,
    autoError,
    setDragged,
    cancelDragged: () => setDragged(null),
    saveDragged,
    removeCalibration,
    manual,
    automatic,
  };
}
