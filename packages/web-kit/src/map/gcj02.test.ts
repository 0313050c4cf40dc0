import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, wgs84ToGcj02 } from './gcj02';

// Reference values from gcoord 1.0.7, the library this module replaces.
const CASES = [
  { wgs: [121.5012, 31.2985], gcj: [121.50563269274919, 31.296506768765692], backFromWgs: [121.49675111026114, 31.30047912095405] },
  { wgs: [116.397, 39.908], gcj: [116.40324337854781, 39.90940335390724], backFromWgs: [116.39075922540812, 39.906599029521] },
  { wgs: [113.26, 23.13], gcj: [113.26532708480055, 23.127321647610675], backFromWgs: [113.25467483085433, 23.13267879860937] },
] as const;

describe('WGS-84 ⇄ GCJ-02', () => {
  it('gives the same GCJ-02 coordinates as gcoord', () => {
    for (const { wgs, gcj } of CASES) {
      const [lng, lat] = wgs84ToGcj02(wgs);
      expect(lng).toBeCloseTo(gcj[0], 12);
      expect(lat).toBeCloseTo(gcj[1], 12);
    }
  });

  it('inverts like gcoord (iterated to 1e-6 degrees)', () => {
    for (const { wgs, backFromWgs } of CASES) {
      const [lng, lat] = gcj02ToWgs84(wgs);
      expect(lng).toBeCloseTo(backFromWgs[0], 12);
      expect(lat).toBeCloseTo(backFromWgs[1], 12);
    }
  });

  it('round-trips to well under a metre', () => {
    for (const { wgs } of CASES) {
      const [lng, lat] = gcj02ToWgs84(wgs84ToGcj02(wgs));
      expect(Math.abs(lng - wgs[0])).toBeLessThan(1e-5);
      expect(Math.abs(lat - wgs[1])).toBeLessThan(1e-5);
    }
  });

  it('leaves coordinates outside China unchanged', () => {
    expect(wgs84ToGcj02([2.35, 48.85])).toEqual([2.35, 48.85]);
    expect(gcj02ToWgs84([2.35, 48.85])).toEqual([2.35, 48.85]);
  });
});
