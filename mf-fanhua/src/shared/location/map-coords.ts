import { wgsToMap, type LatLng } from '@citygames/web-kit/map/map-coordinates';

/**
 * One convention (web-kit's map/map-coordinates): area centres and every position sent to the server
 * are WGS-84; the map shows GCJ-02, also without tiles, so areas and the player are converted alike.
 */
export { mapToWgs, wgsToMap, type LatLng } from '@citygames/web-kit/map/map-coordinates';

/** Area circles and markers are drawn this far (degrees) east and north of the area's centre. */
export const AREA_OFFSET_LNG = 0.0001;
export const AREA_OFFSET_LAT = 0.00005;

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
