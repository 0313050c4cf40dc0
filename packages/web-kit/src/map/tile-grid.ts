import { TILE_SIZE, type Point } from './web-mercator';

export interface PlacedTile {
  key: string;
  url: string;
  /** Top-left corner on screen and the side length, in CSS pixels. */
  left: number;
  top: number;
  size: number;
}

/** Leaflet's default subdomains, so a tile URL written for it ({s}.tile.example/…) works unchanged. */
const SUBDOMAINS = ['a', 'b', 'c'] as const;

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!)
    .replaceAll('{r}', '');
}

/**
 * The tiles covering a viewport: drawn from the whole zoom level nearest the view's zoom and
 * scaled to it, so a pinch in progress shows stretched tiles rather than none.
 * `centre` is the view's centre in world pixels at `zoom`; `width`/`height` the viewport size.
 */
export function visibleTiles(template: string, centre: Point, zoom: number, width: number, height: number, maxTileZoom: number): PlacedTile[] {
  const z = Math.min(maxTileZoom, Math.max(0, Math.round(zoom)));
  const scale = 2 ** (zoom - z);
  const size = TILE_SIZE * scale;
  const count = 2 ** z;
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const tiles: PlacedTile[] = [];
  for (let y = Math.floor(top / size); y <= Math.floor((top + height) / size); y += 1) {
    if (y < 0 || y >= count) continue;
    for (let x = Math.floor(left / size); x <= Math.floor((left + width) / size); x += 1) {
      const wrappedX = ((x % count) + count) % count;
      tiles.push({ key: `${z}/${x}/${y}`, url: tileUrl(template, z, wrappedX, y), left: x * size - left, top: y * size - top, size });
    }
  }
  return tiles;
}
