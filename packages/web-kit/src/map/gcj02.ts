/**
 * WGS-84 ⇄ GCJ-02, the published "Mars coordinates" offset every Chinese map service applies (the
 * same formula and constants as gcoord and eviltransform; coordinates outside China are unchanged).
 * Written here instead of pulling in a general coordinate library: the maps need only these two.
 */
const SEMI_MAJOR_AXIS = 6378245; // Krasovsky 1940 ellipsoid
const ECCENTRICITY_SQUARED = 0.006693421622965823;
/** GCJ-02 → WGS-84 is solved by iteration until the forward transform lands within this (degrees). */
const INVERSE_TOLERANCE = 1e-6;
const MAX_ITERATIONS = 30;

export type LngLat = readonly [lng: number, lat: number];

function inChinaBox(lng: number, lat: number): boolean {
  return lng >= 72.004 && lng <= 137.8347 && lat >= 0.8293 && lat <= 55.8271;
}

function shiftLat(x: number, y: number): number {
  let shift = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  shift += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  shift += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  shift += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return shift;
}

function shiftLng(x: number, y: number): number {
  let shift = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  shift += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  shift += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  shift += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return shift;
}

export function wgs84ToGcj02([lng, lat]: LngLat): LngLat {
  if (!inChinaBox(lng, lat)) return [lng, lat];
  const radLat = (lat / 180) * Math.PI;
  const magic = 1 - ECCENTRICITY_SQUARED * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLng = (shiftLng(lng - 105, lat - 35) * 180) / ((SEMI_MAJOR_AXIS / sqrtMagic) * Math.cos(radLat) * Math.PI);
  const dLat = (shiftLat(lng - 105, lat - 35) * 180) / (((SEMI_MAJOR_AXIS * (1 - ECCENTRICITY_SQUARED)) / (magic * sqrtMagic)) * Math.PI);
  return [lng + dLng, lat + dLat];
}

export function gcj02ToWgs84([lng, lat]: LngLat): LngLat {
  if (!inChinaBox(lng, lat)) return [lng, lat];
  let wgsLng = lng;
  let wgsLat = lat;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const [forwardLng, forwardLat] = wgs84ToGcj02([wgsLng, wgsLat]);
    const dLng = forwardLng - lng;
    const dLat = forwardLat - lat;
    if (Math.abs(dLng) <= INVERSE_TOLERANCE && Math.abs(dLat) <= INVERSE_TOLERANCE) break;
    wgsLng -= dLng;
    wgsLat -= dLat;
  }
  return [wgsLng, wgsLat];
}
