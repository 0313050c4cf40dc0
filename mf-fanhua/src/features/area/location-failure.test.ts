import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationError, requestPosition } from '../../shared/location/geolocation';
import { TEXTS } from '../../texts';
import { browserFailure } from './location-failure';

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

  it('on the GPS test page has the same HTTPS message', () => {
    expect(TEXTS.gpstest.insecure).toBe('需要 HTTPS 才能定位');
  });
});
