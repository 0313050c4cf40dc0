import { describe, expect, it } from 'vitest';
import { ApiError } from '@citygames/web-kit/api-client';
import { LocationError } from '../../shared/location/geolocation';
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
