import type { LatLng } from '@citygames/web-kit/map/map-coordinates';
import { zoomAround, type MapView, type ViewportSize } from '@citygames/web-kit/map/map-view';
import { metresPerPixel, project, unproject, type Point } from '@citygames/web-kit/map/web-mercator';

/** Zoom levels of the studio's tiled map: a whole city down to a street corner (tile services stop at 19). */
export const ZOOM_LIMITS = { min: 3, max: 19 } as const;
/** Where an empty list is shown: central Shanghai, close enough to read street names. */
const EMPTY_VIEW_ZOOM = 14;
/** Free space (pixels) kept around the circles when the view is fitted to them. */
const FIT_PADDING = 24;

/** A circle as drawn: its centre in map (GCJ-02) coordinates and its radius in metres. */
export interface DrawnCircle {
  centre: LatLng;
  radiusM: number;
}

export const clampZoom = (zoom: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom));

/**
 * The view that shows every circle whole: the largest whole zoom level (tiles at their own size) at
 * which their bounding box fits inside the viewport less the padding, centred on that box.
 */
export function fitView(circles: readonly DrawnCircle[], size: ViewportSize, emptyCentre: LatLng): MapView {
  if (circles.length === 0) return { centre: emptyCentre, zoom: EMPTY_VIEW_ZOOM };
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { centre, radiusM } of circles) {
    const at = project(centre, 0);
    const radius = radiusM / metresPerPixel(centre.lat, 0);
    [left, top, right, bottom] = [Math.min(left, at.x - radius), Math.min(top, at.y - radius), Math.max(right, at.x + radius), Math.max(bottom, at.y + radius)];
  }
  const scale = Math.min((size.width - 2 * FIT_PADDING) / (right - left), (size.height - 2 * FIT_PADDING) / (bottom - top));
  return { centre: unproject({ x: (left + right) / 2, y: (top + bottom) / 2 }, 0), zoom: clampZoom(Math.floor(Math.log2(scale))) };
}

/** The view `levels` whole zoom levels in or out, keeping the map point under `around` where it is. */
export function zoomStep(view: MapView, size: ViewportSize, levels: number, around: Point): MapView {
  const zoom = clampZoom(Math.round(view.zoom) + levels);
  return zoom === view.zoom ? view : zoomAround(view, size, around, zoom);
}
