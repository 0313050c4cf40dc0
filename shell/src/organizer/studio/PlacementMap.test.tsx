import { provideAppConfig, type AppConfig } from '@citygames/web-kit/app-config';
import { mapToWgs, wgsToMap } from '@citygames/web-kit/map/map-coordinates';
import { metresPerPixel, project, unproject } from '@citygames/web-kit/map/web-mercator';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlacementMap } from './PlacementMap';

const TEMPLATE = 'https://tiles.example/{z}/{x}/{y}.png';
const AREAS = [
  { area_id: 1, name: '码头', lat: 31.2985, lng: 121.5012, radiusKm: 0.2 },
  { area_id: 2, name: '钟楼', lat: 31.3085, lng: 121.5112, radiusKm: 0.5 },
];

afterEach(cleanup);
beforeAll(() => {
  // happy-dom does no layout: the SVG is drawn at its viewBox size at the page's top-left corner.
  const identity = { inverse: () => identity };
  Object.defineProperty(SVGSVGElement.prototype, 'getScreenCTM', { configurable: true, value: () => identity });
  Object.defineProperty(SVGSVGElement.prototype, 'createSVGPoint', {
    configurable: true,
    value: () => ({
      x: 0,
      y: 0,
      matrixTransform(this: { x: number; y: number }) {
        return { x: this.x, y: this.y };
      },
    }),
  });
});

async function renderWith(config: AppConfig) {
  provideAppConfig(config);
  const onChange = vi.fn();
  render(<PlacementMap list={AREAS} maxRadiusKm={5} onChange={onChange} />);
  await act(async () => {}); // the configuration arrives
  return onChange;
}

const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * 111_195, (a.lng - b.lng) * 111_195 * Math.cos((a.lat * Math.PI) / 180));

describe('PlacementMap', () => {
  it('draws the configured tiles under the areas, at the zoom that fits them', async () => {
    await renderWith({ filing: null, games: [], map: { tileUrl: TEMPLATE } });
    const map = screen.getByRole('img', { name: '区域位置地图' });
    const zoom = map.getAttribute('data-zoom');
    const tiles = screen.getAllByTestId('map-tile');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile.getAttribute('href')).toMatch(new RegExp(`^https://tiles\\.example/${zoom}/\\d+/\\d+\\.png$`));
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(map.getAttribute('data-zoom')).toBe(String(Number(zoom) + 1));
  });

  it('pans with the background: the areas follow the pointer', async () => {
    await renderWith({ filing: null, games: [], map: { tileUrl: TEMPLATE } });
    const map = screen.getByRole('img', { name: '区域位置地图' });
    const cx = () => Number(screen.getByTestId('map-selected-area').getAttribute('cx'));
    const before = cx();
    fireEvent.pointerDown(map, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(map, { clientX: 150, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(map, { clientX: 150, clientY: 100, pointerId: 1 });
    expect(cx()).toBeCloseTo(before + 50, 6);
  });

  it('zooms with the wheel, and fits the view again when an area is added', async () => {
    await renderWith({ filing: null, games: [], map: { tileUrl: TEMPLATE } });
    const map = screen.getByRole('img', { name: '区域位置地图' });
    const fittedZoom = Number(map.getAttribute('data-zoom'));
    const circle = () => screen.getByTestId('map-selected-area');
    const [cx, cy] = [Number(circle().getAttribute('cx')), Number(circle().getAttribute('cy'))];
    const wheel = new WheelEvent('wheel', { deltaY: -120, bubbles: true, cancelable: true });
    Object.defineProperties(wheel, { clientX: { value: cx }, clientY: { value: cy } }); // happy-dom leaves them out
    act(() => void map.dispatchEvent(wheel));
    expect(Number(map.getAttribute('data-zoom'))).toBe(fittedZoom + 2);
    expect(wheel.defaultPrevented).toBe(true); // the page does not scroll
    // zoomed around the pointer: the area under it stays there
    expect(Number(circle().getAttribute('cx'))).toBeCloseTo(cx, 6);
    expect(Number(circle().getAttribute('cy'))).toBeCloseTo(cy, 6);
    cleanup();
    const far = { area_id: 3, name: '远处', lat: 31.4, lng: 121.6, radiusKm: 0.2 };
    const { rerender } = render(<PlacementMap list={AREAS} maxRadiusKm={5} onChange={vi.fn()} />);
    await act(async () => {});
    rerender(<PlacementMap list={[...AREAS, far]} maxRadiusKm={5} onChange={vi.fn()} />);
    expect(Number(screen.getByRole('img', { name: '区域位置地图' }).getAttribute('data-zoom'))).toBeLessThan(fittedZoom);
  });

  it('keeps the schematic without a tile source', async () => {
    await renderWith({ filing: null, games: [] });
    expect(screen.getByRole('img', { name: '区域位置示意图' })).toBeTruthy();
    expect(screen.queryAllByTestId('map-tile')).toEqual([]);
    expect(screen.queryByRole('button', { name: '放大' })).toBeNull();
  });

  it('stores a centre dragged on the GCJ-02 tiles as the WGS-84 point drawn there, to six decimals', async () => {
    const onChange = await renderWith({ filing: null, games: [], map: { tileUrl: TEMPLATE } });
    const zoom = Number(screen.getByRole('img', { name: '区域位置地图' }).getAttribute('data-zoom'));
    const circle = screen.getByTestId('map-selected-area');
    const from = { x: Number(circle.getAttribute('cx')), y: Number(circle.getAttribute('cy')) };
    fireEvent.pointerDown(circle, { clientX: from.x, clientY: from.y, pointerId: 1 });
    fireEvent.pointerMove(circle, { clientX: from.x + 40, clientY: from.y - 30, pointerId: 1 });
    const moved = onChange.mock.lastCall![0][0] as { lat: number; lng: number };

    const drawnBefore = project(wgsToMap(AREAS[0]!), zoom);
    const underPointer = unproject({ x: drawnBefore.x + 40, y: drawnBefore.y - 30 }, zoom);
    expect(metres(moved, mapToWgs(underPointer))).toBeLessThan(1);
    expect(metres(moved, underPointer)).toBeGreaterThan(300); // stored WGS-84, not the tiles' GCJ-02
    expect(moved.lat).toBe(Math.round(moved.lat * 1e6) / 1e6);
    expect(moved.lng).toBe(Math.round(moved.lng * 1e6) / 1e6);
  });

  it('resizes with the handle in metres on the ground', async () => {
    const onChange = await renderWith({ filing: null, games: [], map: { tileUrl: TEMPLATE } });
    const zoom = Number(screen.getByRole('img', { name: '区域位置地图' }).getAttribute('data-zoom'));
    const handle = screen.getByTestId('map-radius-handle');
    const from = { x: Number(handle.getAttribute('x')) + 5, y: Number(handle.getAttribute('y')) + 5 };
    fireEvent.pointerDown(handle, { clientX: from.x, clientY: from.y, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: from.x + 30, clientY: from.y, pointerId: 1 });
    const resized = onChange.mock.lastCall![0][0] as { radiusKm: number };
    const grownKm = (30 * metresPerPixel(wgsToMap(AREAS[0]!).lat, zoom)) / 1000;
    expect(resized.radiusKm).toBeCloseTo(0.2 + grownKm, 2);
  });
});
