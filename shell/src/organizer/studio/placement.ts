/** An entry of a placed list (fanhua's areas, GPS test areas): a WGS-84 centre and a radius. */
export type Placed = { lat: number; lng: number; radiusKm?: number };

/** What an entry without a radius is drawn with (the game's own default is not known here). */
export const DEFAULT_RADIUS_KM = 0.2;

export const isPlaced = (value: unknown): value is Placed =>
  typeof value === 'object' && value !== null && typeof (value as Placed).lat === 'number' && typeof (value as Placed).lng === 'number';

/** A pointer's position in the SVG's own (viewBox) units, whatever size the SVG is drawn at. */
export function svgPoint(svg: SVGSVGElement | null, event: { clientX: number; clientY: number }): { x: number; y: number } | null {
  const matrix = svg?.getScreenCTM()?.inverse();
  if (!svg || !matrix) return null;
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  return point.matrixTransform(matrix);
}
