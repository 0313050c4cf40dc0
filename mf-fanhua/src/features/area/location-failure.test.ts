import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@citygames/web-kit/api-client';
import { LocationError, requestPosition } from '../../shared/location/geolocation';
import { TEXTS } from '../../texts';
import { browserFailure, rangeFailure, serverLocationFailure } from './location-failure';

const numbers = { distance_m: 480, radius_m: 200, accuracy_m: 25 };
const dialogText = (failure: { message: string; details?: string[]; solution: readonly string[] }) => [
  failure.message,
  ...(failure.details ?? []),
  ...failure.solution,
];

describe('location failure dialog', () => {
  it('never suggests dragging the dot as a fix: every mention of the dot says it does not change the verdict', () => {
    const failures = [
      rangeFailure('图书馆', 'NOT_IN_AREA', numbers, true),
      rangeFailure('图书馆', 'NOT_IN_AREA', numbers, false),
      rangeFailure('图书馆', 'ACCURACY_TOO_LOW', numbers, true),
      browserFailure(new LocationError('timeout'), 'Mozilla/5.0 (iPhone)'),
      browserFailure(new LocationError('unavailable'), 'Mozilla/5.0 (Linux; Android 14)'),
    ];
    for (const failure of failures) {
      const mentions = dialogText(failure).filter((line) => line.includes('红点') || line.includes('校准'));
      for (const line of mentions) expect(line).toMatch(/只移动红点的显示位置|不会改变结果/);
    }
    expect(dialogText(failures[0]!)).toContain(TEXTS.area.calibrationNotCounted);
  });

  it('explains a fix stamped with a wrong clock with the clock setting, not GPS tips or distances', () => {
    const failure = rangeFailure('图书馆', 'FIX_TIME_OFF', numbers, true);
    expect(failure).toEqual({ message: TEXTS.area.fixTimeOff, solution: TEXTS.location.clockTips });
    const fromServer = serverLocationFailure('图书馆', new ApiError({ kind: 'http', status: 403, message: '…', code: 'FIX_TIME_OFF', body: numbers }));
    expect(fromServer?.message).toBe(TEXTS.area.fixTimeOff);
    expect(serverLocationFailure('图书馆', new ApiError({ kind: 'http', status: 409, message: '…', code: 'AREA_ALREADY_TRADED' }))).toBeNull();
  });
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

/** A browser whose geolocation refuses as Chrome and Safari do over plain HTTP: PERMISSION_DENIED. */
function refusingGeolocation() {
  const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('a location refused by the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('over plain HTTP (no secure context) says HTTPS is needed, not that the player refused, and gives no phone-settings steps', async () => {
    const getCurrentPosition = refusingGeolocation();
    vi.stubGlobal('isSecureContext', false);
    const error = await requestPosition(1000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LocationError);
    expect((error as LocationError).kind).toBe('insecure');
    expect(getCurrentPosition).not.toHaveBeenCalled();

    const failure = browserFailure(error as LocationError, IPHONE);
    expect(failure.message).toBe('需要 HTTPS 才能定位');
    expect(failure.message).not.toBe(TEXTS.location.permissionDenied);
    expect(failure.solution).toEqual(TEXTS.location.insecureHelp);
    expect(failure.solution.join('')).toContain('https://');
    expect(failure.solution).not.toEqual(TEXTS.location.helpIos);
  });

  it("in a secure context is the player's refusal, with the steps for their phone", async () => {
    refusingGeolocation();
    vi.stubGlobal('isSecureContext', true);
    const error = (await requestPosition(1000).catch((caught: unknown) => caught)) as LocationError;
    expect(error.kind).toBe('permission');
    expect(browserFailure(error, IPHONE)).toEqual({ message: TEXTS.location.permissionDenied, solution: TEXTS.location.helpIos });
  });
});
