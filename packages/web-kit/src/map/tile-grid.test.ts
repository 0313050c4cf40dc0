import { describe, expect, it } from 'vitest';
import { tileUrl, visibleTiles } from './tile-grid';

describe('map tiles', () => {
  it('fills a {z}/{x}/{y} template, with Leaflet-style {s} subdomains', () => {
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', 13, 6860, 3347)).toBe('https://b.tiles.example/13/6860/3347.png');
  });

  it('covers the viewport with whole tiles placed relative to its top-left corner', () => {
    const tiles = visibleTiles('/t/{z}/{x}/{y}', { x: 512, y: 512 }, 2, 300, 200, 19);
    expect(tiles.map((tile) => tile.key)).toEqual(['2/1/1', '2/2/1', '2/1/2', '2/2/2']);
    expect(tiles[0]).toMatchObject({ url: '/t/2/1/1', left: -106, top: -156, size: 256 });
  });

  it('scales the nearest whole zoom level while zooming, and never asks above the tile maximum', () => {
    expect(visibleTiles('/{z}', { x: 1000, y: 1000 }, 3.3, 100, 100, 19)[0]!.size).toBeCloseTo(256 * 2 ** 0.3, 6);
    expect(visibleTiles('/{z}', { x: 1000, y: 1000 }, 20, 100, 100, 19)[0]!.url).toBe('/19');
  });
});
