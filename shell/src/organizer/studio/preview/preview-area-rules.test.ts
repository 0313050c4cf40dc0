import { describe, expect, it } from 'vitest';
import { filterAreas, previewAreasOf } from './preview-area-rules';

describe('preview area rules', () => {
  it('lists the areas that have an id, a name and a centre', () => {
    const pack = { areas: [{ id: 1, name: '甲', lat: 31, lng: 121, rewards: [] }, { id: 2, name: '乙' }, null, { id: 3, name: '丙', lat: 30.5, lng: 120.5 }] };
    expect(previewAreasOf(pack)).toEqual([
      { id: 1, name: '甲', lat: 31, lng: 121 },
      { id: 3, name: '丙', lat: 30.5, lng: 120.5 },
    ]);
    expect(previewAreasOf(undefined)).toEqual([]);
  });

  it('finds areas by the start of their number or a part of their name', () => {
    const areas = [
      { id: 12, name: 'Bund 外滩', lat: 0, lng: 0 },
      { id: 121, name: '豫园', lat: 0, lng: 0 },
      { id: 3, name: '静安寺', lat: 0, lng: 0 },
    ];
    expect(filterAreas(areas, '12').map((area) => area.id)).toEqual([12, 121]);
    expect(filterAreas(areas, ' bund ').map((area) => area.id)).toEqual([12]);
    expect(filterAreas(areas, '寺').map((area) => area.id)).toEqual([3]);
    expect(filterAreas(areas, '')).toHaveLength(3);
  });
});
