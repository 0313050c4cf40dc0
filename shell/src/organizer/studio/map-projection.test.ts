import { describe, expect, it } from 'vitest';
import { projectionFor, roundRadiusKm } from './map-projection';

describe('placement map projection', () => {
  const centres = [
    { lat: 31.2985, lng: 121.5012 },
    { lat: 31.3085, lng: 121.5112 },
  ];
  const projection = projectionFor(centres, 600, 400);

  it('draws every centre inside the map and takes a point back to the same coordinates', () => {
    for (const centre of centres) {
      const [x, y] = [projection.x(centre.lng), projection.y(centre.lat)];
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(600);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(400);
      expect(projection.lng(x)).toBeCloseTo(centre.lng, 9);
      expect(projection.lat(y)).toBeCloseTo(centre.lat, 9);
    }
    // North is up.
    expect(projection.y(31.3085)).toBeLessThan(projection.y(31.2985));
  });

  it('keeps a kilometre the same length east-west and north-south', () => {
    const oneKmNorth = 1 / 111.32;
    expect(projection.y(31.2985) - projection.y(31.2985 + oneKmNorth)).toBeCloseTo(projection.pxPerKm, 6);
    const oneKmEast = 1 / (111.32 * Math.cos((31.3035 * Math.PI) / 180));
    expect(projection.x(121.5012 + oneKmEast) - projection.x(121.5012)).toBeCloseTo(projection.pxPerKm, 6);
  });

  it('keeps a dragged radius within the schema’s range', () => {
    expect(roundRadiusKm(7.2, 5)).toBe(5);
    expect(roundRadiusKm(0, 5)).toBe(0.01);
    expect(roundRadiusKm(0.12345, 5)).toBe(0.123);
  });
});
