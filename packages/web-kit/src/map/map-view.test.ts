import { describe, expect, it } from 'vitest';
import { fromScreen, panBy, toScreen, zoomAround, type MapView } from './map-view';

const SIZE = { width: 390, height: 600 };
const VIEW: MapView = { centre: { lat: 31.2985, lng: 121.5012 }, zoom: 15 };

describe('map view', () => {
  it('draws its centre in the middle of the viewport and finds it there again', () => {
    expect(toScreen(VIEW, SIZE, VIEW.centre)).toEqual({ x: 195, y: 300 });
    const point = { lat: 31.3, lng: 121.503 };
    const back = fromScreen(VIEW, SIZE, toScreen(VIEW, SIZE, point));
    expect(back.lat).toBeCloseTo(point.lat, 9);
    expect(back.lng).toBeCloseTo(point.lng, 9);
  });

  it('pans with the finger: what was under it stays under it', () => {
    const point = { lat: 31.3, lng: 121.503 };
    const before = toScreen(VIEW, SIZE, point);
    const after = toScreen(panBy(VIEW, { x: 40, y: -25 }), SIZE, point);
    expect(after.x - before.x).toBeCloseTo(40, 6);
    expect(after.y - before.y).toBeCloseTo(-25, 6);
  });

  it('zooms around a screen point, which keeps its place on the map', () => {
    const screen = { x: 80, y: 120 };
    const under = fromScreen(VIEW, SIZE, screen);
    const zoomed = zoomAround(VIEW, SIZE, screen, 17);
    expect(zoomed.zoom).toBe(17);
    const still = toScreen(zoomed, SIZE, under);
    expect(still.x).toBeCloseTo(80, 6);
    expect(still.y).toBeCloseTo(120, 6);
  });
});
