import type { LatLng } from './map-coordinates';

/**
 * Spherical Web Mercator, the projection of every web tile service: at zoom z the world is a square
 * of 256·2^z pixels, x growing east from 180°W and y growing south from about 85°N.
 */
export const TILE_SIZE = 256;
const MAX_LATITUDE = 85.0511287798;
/** Equatorial radius of the sphere Web Mercator uses, in metres. */
const EARTH_RADIUS = 6378137;

export interface Point {
  x: number;
  y: number;
}

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

export function project({ lat, lng }: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sinLat = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const mercatorY = Math.PI * (1 - (2 * y) / size);
  return { lat: (Math.atan(Math.sinh(mercatorY)) * 180) / Math.PI, lng: (x / size) * 360 - 180 };
}

/** Ground metres one screen pixel covers at this latitude and zoom (for circles given in metres). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (2 * Math.PI * EARTH_RADIUS * Math.cos((lat * Math.PI) / 180)) / worldSize(zoom);
}
