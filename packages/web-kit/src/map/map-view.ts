import type { LatLng } from './map-coordinates';
import { project, unproject, type Point } from './web-mercator';

/** What the map shows: the point in its middle and the zoom level (fractional while pinching). */
export interface MapView {
  centre: LatLng;
  zoom: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** Screen position (CSS pixels from the viewport's top-left corner) of a point on the map. */
export function toScreen(view: MapView, size: ViewportSize, point: LatLng): Point {
  const centre = project(view.centre, view.zoom);
  const at = project(point, view.zoom);
  return { x: at.x - centre.x + size.width / 2, y: at.y - centre.y + size.height / 2 };
}

/** The point on the map under a screen position. */
export function fromScreen(view: MapView, size: ViewportSize, screen: Point): LatLng {
  const centre = project(view.centre, view.zoom);
  return unproject({ x: centre.x + screen.x - size.width / 2, y: centre.y + screen.y - size.height / 2 }, view.zoom);
}

/** The view moved so the map follows a finger or mouse that moved by `delta` screen pixels. */
export function panBy(view: MapView, delta: Point): MapView {
  const centre = project(view.centre, view.zoom);
  return { ...view, centre: unproject({ x: centre.x - delta.x, y: centre.y - delta.y }, view.zoom) };
}

/** The view at another zoom level that keeps the map point under `screen` where it is. */
export function zoomAround(view: MapView, size: ViewportSize, screen: Point, zoom: number): MapView {
  const anchor = fromScreen(view, size, screen);
  const anchorAtZoom = project(anchor, zoom);
  return {
    zoom,
    centre: unproject({ x: anchorAtZoom.x - (screen.x - size.width / 2), y: anchorAtZoom.y - (screen.y - size.height / 2) }, zoom),
  };
}
