import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './schedule-rules';

describe('the timetable inputs', () => {
  it('shows an ISO time in the laptop’s own time and reads it back to the same minute; empty is no time', () => {
    const iso = new Date(2026, 6, 12, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-07-12T09:30');
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
