import { describe, expect, it } from 'vitest';
import { distanceMeters } from './geo.js';

describe('distance', () => {
  it('uses the 6371 km Earth radius', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_194.93, 1);
    expect(distanceMeters({ lat: 31.3, lng: 121.5 }, { lat: 31.3, lng: 121.5 })).toBe(0);
  });
});
