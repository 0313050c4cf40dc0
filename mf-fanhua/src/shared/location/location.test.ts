import { beforeEach, describe, expect, it } from 'vitest';
import { applyCalibration, calibrationBetween, calibrationOffset, clearCalibration, loadCalibration, saveCalibration } from './calibration-store';
import { detectDevice } from './geolocation';
import { createThrottle } from './manual-throttle';
import { areaDisplayCentre, wgsToMap } from './map-coords';

describe('manual location throttle', () => {
  it('allows one request per 10 s and says how long to wait', () => {
    let now = 0;
    const throttle = createThrottle(10_000, () => now);
    expect(throttle.tryStart()).toEqual({ ok: true });
    now = 3_200;
    expect(throttle.tryStart()).toEqual({ ok: false, waitSeconds: 7 });
    now = 10_000;
    expect(throttle.tryStart()).toEqual({ ok: true });
  });
});

describe('coordinates', () => {
  it('draws area centres with the display offsets', () => {
    const centre = areaDisplayCentre(121.5, 31.3);
    const plain = wgsToMap({ lat: 31.3, lng: 121.5 });
    expect(centre.lng - plain.lng).toBeCloseTo(0.0001, 9);
    expect(centre.lat - plain.lat).toBeCloseTo(0.00005, 9);
  });
});

describe('calibration on the device', () => {
  beforeEach(() => localStorage.clear());
  it('is the offset from the GPS spot to the dragged spot, kept until removed', () => {
    const calibration = calibrationBetween({ lat: 31, lng: 121 }, { lat: 31.001, lng: 121.002 });
    saveCalibration(calibration);
    const loaded = loadCalibration()!;
    expect(loaded.deltaLat).toBeCloseTo(0.001, 9);
    expect(applyCalibration({ lat: 30, lng: 120 }, loaded).lng).toBeCloseTo(120.002, 9);
    clearCalibration();
    expect(loadCalibration()).toBeNull();
    localStorage.setItem('fanhua.calibration', '{"deltaLon":"x"}');
    expect(loadCalibration()).toBeNull();
  });
});

describe('device help', () => {
  it('tells iOS, other phones and desktops apart', () => {
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe('android');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe('desktop');
  });
});

describe('calibration offset reported beside the raw fix', () => {
  it('is the metres north and east from the raw fix to the calibrated dot, null when none', () => {
    const raw = { lat: 31.3, lng: 121.5 };
    expect(calibrationOffset(raw, raw)).toBeNull();
    const offset = calibrationOffset(raw, { lat: 31.3 + 500 / 111_194.93, lng: 121.5 - 0.001 });
    expect(offset?.north_m).toBeCloseTo(500, 0);
    expect(offset?.east_m).toBeCloseTo(-95, 0);
  });
});
