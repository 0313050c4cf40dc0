import { describe, expect, it } from 'vitest';
import { isValidAssetKey, assetDisplayName } from '@citygames/contracts/fanhua/assets.rules';
import { BLESS_MAX, BLESS_MIN, BLESS_MIN_SUM, clampToHoldings, rollBless } from './bless.js';
import { distanceMeters } from './geo.js';
import { judgeLocation, nearestDistanceMeters } from './location-verdict.js';
import { unmetConds, rewardColourLevel, holdingKey } from './reward-rules.js';
import { checkAwakening, checkShuffle } from '@citygames/contracts/fanhua/talents.rules';
import { seededRandom } from './seeded-random.js';
import { normaliseInviteCode } from '@citygames/contracts/fanhua/teams.rules';
import { generateInviteCode } from './team-rules.js';

describe('distance', () => {
  it('uses the 6371 km Earth radius', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_194.93, 1);
    expect(distanceMeters({ lat: 31.3, lng: 121.5 }, { lat: 31.3, lng: 121.5 })).toBe(0);
  });
});

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

describe('bless', () => {
  it('keeps every change within -8..15 and the sum at least 5 over many rolls, and reaches both bounds', () => {
    const random = seededRandom(42);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i += 1) {
      const deltas = rollBless(random);
      const values = Object.values(deltas);
      for (const value of values) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(BLESS_MIN);
        expect(value).toBeLessThanOrEqual(BLESS_MAX);
        seen.add(value);
      }
      expect(values.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(BLESS_MIN_SUM);
    }
    expect(seen.has(BLESS_MIN)).toBe(true);
    expect(seen.has(BLESS_MAX)).toBe(true);
    expect(seen.size).toBe(BLESS_MAX - BLESS_MIN + 1);
  });
  it('clamps losses to what the team holds', () => {
    expect(clampToHoldings({ intelligence: -8, strength: 5, luck: -2 }, { intelligence: 3, strength: 0, luck: 10 })).toEqual({
      intelligence: -3,
      strength: 5,
      luck: -2,
    });
  });
});

describe('talent allocation', () => {
  const zero = { intelligence: 0, strength: 0, luck: 0 };
  it('awakening distributes exactly 30 points, none negative, whatever the team holds', () => {
    expect(checkAwakening([{ type: 'luck', count: 30 }])).toEqual({ ok: true, deltas: { ...zero, luck: 30 } });
    expect(checkAwakening([{ type: 'luck', count: 29 }])).toEqual({ ok: false, message: '天赋总和必须为30点！' });
    expect(checkAwakening([{ type: 'luck', count: 31 }, { type: 'strength', count: -1 }])).toEqual({ ok: false, message: '天赋不能为负数！' });
    expect(checkAwakening([{ type: 'money', count: 30 }]).ok).toBe(false);
  });
  it('shuffle needs a zero sum and no negative result', () => {
    const current = { intelligence: 5, strength: 5, luck: 20 };
    expect(checkShuffle(current, [{ type: 'luck', count: -20 }, { type: 'strength', count: 20 }]).ok).toBe(true);
    expect(checkShuffle(current, [{ type: 'luck', count: -21 }, { type: 'strength', count: 21 }]).ok).toBe(false);
    expect(checkShuffle(current, [{ type: 'luck', count: 1 }]).ok).toBe(false);
  });
});

describe('reward rules and catalogue', () => {
  it('finds unmet conds and clips the colour level at 4', () => {
    const holdings = new Map([[holdingKey('intelligence', ''), 12]]);
    expect(unmetConds([{ type: 'intelligence', arg: '', count: 12 }], holdings)).toEqual([]);
    expect(unmetConds([{ type: 'food', arg: 'bread', count: 1 }], holdings)).toHaveLength(1);
    const group = { id: '1', requires: [], gives: [], conds: [] };
    expect(rewardColourLevel(Array(6).fill(group))).toBe(4);
    expect(rewardColourLevel([])).toBe(0);
  });
  it('validates asset keys and names them in Chinese', () => {
    expect(isValidAssetKey('food', 'bread')).toBe(true);
    expect(isValidAssetKey('food', 'bandage')).toBe(false);
    expect(isValidAssetKey('luck', '')).toBe(true);
    expect(isValidAssetKey('luck', 'x')).toBe(false);
    expect(assetDisplayName('equipment', 'flashlight')).toBe('手电筒');
  });
  it('makes 8-character invite codes without look-alike characters', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateInviteCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normaliseInviteCode(' ab cd ')).toBe('ABCD');
  });
});
