import { toScreen } from '@citygames/web-kit/map/map-view';
import { metresPerPixel } from '@citygames/web-kit/map/web-mercator';
import { describe, expect, it } from 'vitest';
import { fitView, zoomStep, ZOOM_LIMITS, type DrawnCircle } from './tiled-map-view';

const SIZE = { width: 640, height: 420 };
const SHANGHAI = { lat: 31.23, lng: 121.47 };
const CIRCLES: DrawnCircle[] = [
  { centre: { lat: 31.2965, lng: 121.5057 }, radiusM: 200 },
  { centre: { lat: 31.3065, lng: 121.5157 }, radiusM: 500 },
];

/** Whether every circle lies whole inside the viewport at this view. */
function allInside(view: ReturnType<typeof fitView>, circles: readonly DrawnCircle[]) {
  return circles.every(({ centre, radiusM }) => {
    const { x, y } = toScreen(view, SIZE, centre);
    const r = radiusM / metresPerPixel(centre.lat, view.zoom);
    return x - r >= 0 && x + r <= SIZE.width && y - r >= 0 && y + r <= SIZE.height;
  });
}

describe('the studio map fitted to the areas', () => {
  it('shows every circle whole at the closest whole zoom level that can', () => {
    const view = fitView(CIRCLES, SIZE, SHANGHAI);
    expect(Number.isInteger(view.zoom)).toBe(true);
    expect(allInside(view, CIRCLES)).toBe(true);
    expect(allInside({ ...view, zoom: view.zoom + 1 }, CIRCLES)).toBe(false);
  });

  it('goes no closer than the tiles allow for one small area, and shows Shanghai when there is none', () => {
    expect(fitView([{ centre: SHANGHAI, radiusM: 1 }], SIZE, SHANGHAI)).toEqual({ centre: expect.anything(), zoom: ZOOM_LIMITS.max });
    expect(fitView([], SIZE, SHANGHAI)).toEqual({ centre: SHANGHAI, zoom: 14 });
  });

  it('zooms a level at a time around the pointer and stops at the limits', () => {
    const view = fitView(CIRCLES, SIZE, SHANGHAI);
    const pointer = toScreen(view, SIZE, CIRCLES[0]!.centre);
    const closer = zoomStep(view, SIZE, 1, pointer);
    expect(closer.zoom).toBe(view.zoom + 1);
    const stays = toScreen(closer, SIZE, CIRCLES[0]!.centre);
    expect(stays.x).toBeCloseTo(pointer.x, 6);
    expect(stays.y).toBeCloseTo(pointer.y, 6);
    const top = { ...view, zoom: ZOOM_LIMITS.max };
    expect(zoomStep(top, SIZE, 1, pointer)).toBe(top);
    expect(zoomStep(view, SIZE, -40, pointer).zoom).toBe(ZOOM_LIMITS.min);
  });
});
