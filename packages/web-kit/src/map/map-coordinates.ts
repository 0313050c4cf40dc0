import { gcj02ToWgs84, wgs84ToGcj02 } from './gcj02';

/**
 * One convention for every map with tiles (fanhua's player map, the studio's placement map): what is
 * stored and sent to a server is WGS-84 (what GPS reports); what is drawn is GCJ-02, the system of
 * Chinese tile services (AMap, Tencent), so a configured tile layer lines up.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export function wgsToMap(point: LatLng): LatLng {
  const [lng, lat] = wgs84ToGcj02([point.lng, point.lat]);
  return { lat, lng };
}

export function mapToWgs(point: LatLng): LatLng {
  const [lng, lat] = gcj02ToWgs84([point.lng, point.lat]);
  return { lat, lng };
}
