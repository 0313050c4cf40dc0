import { describe, expect, it } from 'vitest';
import { mapToWgs, wgsToMap, type LatLng } from './map-coordinates';

/** Great-circle metres (Earth radius 6371 km), independent of the code under test. */
function metresBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('map coordinates (stored WGS-84, drawn GCJ-02)', () => {
  it('shifts a point in China by a few hundred metres for the tiles', () => {
    const wgs = { lat: 31.2985, lng: 121.5012 };
    const shift = metresBetween(wgs, wgsToMap(wgs));
    expect(shift).toBeGreaterThan(300);
    expect(shift).toBeLessThan(700);
  });

  it('brings a point back to within a metre of where it was, all over China', () => {
    for (let lat = 18.5; lat <= 53; lat += 2.3) {
      for (let lng = 74; lng <= 134; lng += 3.7) {
        const wgs = { lat, lng };
        expect(metresBetween(wgs, mapToWgs(wgsToMap(wgs)))).toBeLessThan(1);
      }
    }
  });

  it('takes a point picked on the tiles to the WGS-84 point that is drawn there', () => {
    const picked = { lat: 31.3, lng: 121.5 };
    expect(metresBetween(wgsToMap(mapToWgs(picked)), picked)).toBeLessThan(1);
  });
});
