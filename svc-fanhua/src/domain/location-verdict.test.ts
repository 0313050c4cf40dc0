import { describe, expect, it } from 'vitest';
import { judgeLocation, nearestDistanceMeters } from './location-verdict.js';

describe('location verdict', () => {
  const area = { lat: 0, lng: 0, radiusKm: 0.2 };
  const north = (m: number) => ({ lat: (m / 6_371_000) * (180 / Math.PI), lng: 0 });
  it('accepts up to radius + accuracy', () => {
    expect(judgeLocation({ ...north(249.9), accuracy: 50 }, area).ok).toBe(true);
    expect(judgeLocation({ ...north(250.1), accuracy: 50 }, area)).toMatchObject({ ok: false, reason: 'NOT_IN_AREA' });
  });
  it('caps accuracy at 200 and defaults it to 30', () => {
    expect(judgeLocation({ ...north(0), accuracy: 201 }, area)).toMatchObject({ ok: false, reason: 'ACCURACY_TOO_LOW' });
    expect(judgeLocation({ ...north(229.9) }, area).ok).toBe(true);
    expect(judgeLocation({ ...north(230.1), accuracy: null }, area).ok).toBe(false);
  });
  it('nearest distance subtracts accuracy, never below 0', () => {
    expect(nearestDistanceMeters({ ...north(500), accuracy: 100 }, area)).toBeCloseTo(400, 3);
    expect(nearestDistanceMeters({ ...north(10), accuracy: 100 }, area)).toBe(0);
  });
});
