import { describe, expect, it } from 'vitest';
import { chinaDateTime, chinaMonthDayTime, localDateTimeWithSeconds } from './date-time';

describe('date and time texts', () => {
  it('shows UTC instants in China time, without the old +8 h shift', () => {
    expect(chinaMonthDayTime('2025-07-12T01:30:00.000Z')).toBe('07-12 09:30');
    expect(chinaMonthDayTime('2025-07-11T16:05:00Z')).toBe('07-12 00:05');
    expect(chinaDateTime('2025-12-31T16:00:00Z')).toBe('2026-01-01 00:00');
    expect(chinaDateTime('2025-07-12T01:30:00.000Z')).toBe('2025-07-12 09:30');
  });

  it('is empty for a missing or unreadable time', () => {
    expect(chinaDateTime(null)).toBe('');
    expect(chinaDateTime(undefined)).toBe('');
    expect(chinaMonthDayTime('not a time')).toBe('');
  });

  it('shows a reading of the phone in its own time zone, seconds included', () => {
    const at = new Date(2025, 6, 12, 9, 5, 7).getTime();
    expect(localDateTimeWithSeconds(at)).toBe('2025-07-12 09:05:07');
  });
});
