import { describe, expect, it } from 'vitest';
import { judgeLocation, MAX_FIX_CLOCK_SKEW_MS, nearestDistanceMeters } from './location-verdict.js';

describe('location verdict', () => {
  const area = { lat: 0, lng: 0, radiusKm: 0.2 };
  const north = (m: number) => ({ lat: (m / 6_371_000) * (180 / Math.PI), lng: 0 });
  const now = new Date('2026-07-12T02:00:00Z');
  it('accepts up to radius + accuracy', () => {
    expect(judgeLocation({ ...north(249.9), accuracy: 50 }, area, now).ok).toBe(true);
    expect(judgeLocation({ ...north(250.1), accuracy: 50 }, area, now)).toMatchObject({ ok: false, reason: 'NOT_IN_AREA' });
  });
  it('caps accuracy at 200 and defaults it to 30', () => {
    expect(judgeLocation({ ...north(0), accuracy: 201 }, area, now)).toMatchObject({ ok: false, reason: 'ACCURACY_TOO_LOW' });
    expect(judgeLocation({ ...north(229.9) }, area, now).ok).toBe(true);
    expect(judgeLocation({ ...north(230.1), accuracy: null }, area, now).ok).toBe(false);
  });
  it('refuses a fix stamped more than 5 minutes from the server clock, before anything else', () => {
    const at = (offsetMs: number) => ({ ...north(0), accuracy: 10, timestamp: now.getTime() + offsetMs });
    expect(judgeLocation(at(-MAX_FIX_CLOCK_SKEW_MS), area, now).ok).toBe(true);
    expect(judgeLocation(at(MAX_FIX_CLOCK_SKEW_MS), area, now).ok).toBe(true);
    expect(judgeLocation(at(-MAX_FIX_CLOCK_SKEW_MS - 1), area, now)).toMatchObject({ ok: false, reason: 'FIX_TIME_OFF' });
    expect(judgeLocation(at(MAX_FIX_CLOCK_SKEW_MS + 1), area, now)).toMatchObject({ ok: false, reason: 'FIX_TIME_OFF' });
    expect(judgeLocation({ ...north(0), accuracy: 10, timestamp: 0 }, area, now)).toMatchObject({ reason: 'FIX_TIME_OFF' });
    expect(judgeLocation({ ...north(0), accuracy: 10, timestamp: Date.parse('2100-01-01T00:00:00Z') }, area, now)).toMatchObject({ reason: 'FIX_TIME_OFF' });
    expect(judgeLocation({ ...north(0), accuracy: 10, timestamp: null }, area, now).ok).toBe(true);
  });
  it('nearest distance subtracts accuracy, never below 0', () => {
    expect(nearestDistanceMeters({ ...north(500), accuracy: 100 }, area)).toBeCloseTo(400, 3);
    expect(nearestDistanceMeters({ ...north(10), accuracy: 100 }, area)).toBe(0);
  });
});
