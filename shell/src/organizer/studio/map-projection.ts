/**
 * A flat projection of WGS-84 centres for the studio's placement map (no base map, so no GCJ-02
 * shift: the pack and the server both use WGS-84). Good to a few metres over an event's few kilometres.
 */
export interface MapProjection {
  x(lng: number): number;
  y(lat: number): number;
  lng(x: number): number;
  lat(y: number): number;
  /** Pixels per kilometre. */
  pxPerKm: number;
}

const KM_PER_DEGREE_LAT = 111.32;

export function projectionFor(points: readonly { lat: number; lng: number }[], width: number, height: number, paddingKm = 0.5): MapProjection {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const midLat = points.length > 0 ? (Math.min(...lats) + Math.max(...lats)) / 2 : 31.23;
  const kmPerDegreeLng = KM_PER_DEGREE_LAT * Math.cos((midLat * Math.PI) / 180);
  const padLat = paddingKm / KM_PER_DEGREE_LAT;
  const padLng = paddingKm / kmPerDegreeLng;
  const [minLat, maxLat] = points.length > 0 ? [Math.min(...lats) - padLat, Math.max(...lats) + padLat] : [midLat - padLat, midLat + padLat];
  const [minLng, maxLng] = points.length > 0 ? [Math.min(...lngs) - padLng, Math.max(...lngs) + padLng] : [121.47 - padLng, 121.47 + padLng];
  const pxPerKm = Math.min(width / ((maxLng - minLng) * kmPerDegreeLng), height / ((maxLat - minLat) * KM_PER_DEGREE_LAT));
  const pxPerLng = pxPerKm * kmPerDegreeLng;
  const pxPerLat = pxPerKm * KM_PER_DEGREE_LAT;
  return {
    x: (lng) => (lng - minLng) * pxPerLng,
    y: (lat) => height - (lat - minLat) * pxPerLat,
    lng: (x) => minLng + x / pxPerLng,
    lat: (y) => minLat + (height - y) / pxPerLat,
    pxPerKm,
  };
}

/** Coordinates kept to six decimals (about 0.1 m), radii to metres. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
export const roundRadiusKm = (value: number, maxKm: number) => Math.min(maxKm, Math.max(0.01, Math.round(value * 1000) / 1000));
