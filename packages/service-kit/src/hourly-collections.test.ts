import { describe, expect, it } from 'vitest';
import { hourlyCollectionName, hourlyCollectionNames, hourStart } from './hourly-collections.js';

describe('hourly collection names', () => {
  it('name the UTC hour, whatever the minute and the offset the date was written with', () => {
    expect(hourlyCollectionName('position_fixes', new Date('2026-11-26T09:00:00Z'))).toBe('position_fixes_h2026112609');
    expect(hourlyCollectionName('position_fixes', new Date('2026-11-26T09:59:59.999Z'))).toBe('position_fixes_h2026112609');
    expect(hourlyCollectionName('position_fixes', new Date('2026-11-26T17:30:00+08:00'))).toBe('position_fixes_h2026112609');
    expect(hourStart(new Date('2026-11-26T09:42:17.5Z')).toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });

  it('list every hour of a range, oldest first, across midnight and including both ends', () => {
    expect(hourlyCollectionNames('x', new Date('2026-12-31T22:59:00Z'), new Date('2027-01-01T01:00:00Z'))).toEqual([
      'x_h2026123122',
      'x_h2026123123',
      'x_h2027010100',
      'x_h2027010101',
    ]);
    expect(hourlyCollectionNames('x', new Date('2026-11-26T09:10:00Z'), new Date('2026-11-26T09:50:00Z'))).toEqual(['x_h2026112609']);
    expect(hourlyCollectionNames('x', new Date('2026-11-26T10:00:00Z'), new Date('2026-11-26T09:00:00Z'))).toEqual([]);
  });
});
