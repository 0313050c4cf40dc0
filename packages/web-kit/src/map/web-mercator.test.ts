import { describe, expect, it } from 'vitest';
import { metresPerPixel, project, unproject, worldSize } from './web-mercator';

describe('Web Mercator', () => {
  it('puts 0°, 0° in the middle of the world and 180°W at its left edge', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: -180 }, 3).x).toBe(0);
    expect(worldSize(3)).toBe(2048);
  });

  it('finds the tile a Shanghai point is in (OpenStreetMap numbering)', () => {
    const { x, y } = project({ lat: 31.2304, lng: 121.4737 }, 13);
    expect(Math.floor(x / 256)).toBe(6860);
    expect(Math.floor(y / 256)).toBe(3347);
  });

  it('unprojects what it projects', () => {
    const point = { lat: 31.2985, lng: 121.5012 };
    const back = unproject(project(point, 15.5), 15.5);
    expect(back.lat).toBeCloseTo(point.lat, 10);
    expect(back.lng).toBeCloseTo(point.lng, 10);
  });

  it('shrinks a pixel by half per zoom level and with the cosine of the latitude', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(156543.03, 1);
    expect(metresPerPixel(60, 1)).toBeCloseTo(156543.03 / 4, 1);
  });
});
