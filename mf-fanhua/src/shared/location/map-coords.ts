import { gcj02ToWgs84, wgs84ToGcj02 } from './gcj02';

/**
 * One convention: area centres and every position sent to the server are WGS-84 (what GPS reports).
 * The map shows GCJ-02, the system of Chinese tile services (AMap, Tencent), so a configured
 * tile layer lines up; without tiles both areas and the player are converted alike.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Area circles and markers are drawn this far (degrees) east and north of the area's centre. */
export const AREA_OFFSET_LNG = 0.0001;
export const AREA_OFFSET_LAT = 0.00005;

export function wgsToMap(point: LatLng): LatLng {
  const [lng, lat] = wgs84ToGcj02([point.lng, point.lat]);
  return { lat, lng };
}

export function mapToWgs(point: LatLng): LatLng {
  const [lng, lat] = gcj02ToWgs84([point.lng, point.lat]);
  return { lat, lng };
}

/** Where an area's circle and marker are drawn. */
export function areaDisplayCentre(cx: number, cy: number): LatLng {
  const centre = wgsToMap({ lat: cy, lng: cx });
  return { lat: centre.lat + AREA_OFFSET_LAT, lng: centre.lng + AREA_OFFSET_LNG };
}

/** Metres per degree of latitude (Earth radius 6371 km). */
export const METRES_PER_DEGREE = 111_194.93;

/** Metres between two nearby points (equirectangular: fine for calibration sizes). */
export function approximateMetres(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * METRES_PER_DEGREE;
  const dLng = (b.lng - a.lng) * METRES_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}
