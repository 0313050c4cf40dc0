import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './schedule-rules';

describe('the timetable inputs', () => {
  it("shows an ISO time in the laptop's own time and reads it back to the same minute; empty is no time", () => {
    const iso = new Date(2026, 6, 12, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-07-12 09:30');
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput(' 2026-7-12 9:30 ')).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('  ')).toBeNull();
  });

  it('refuses what is not a time', () => {
    for (const typed of ['明天早上', '2026-02-30 09:00', '2026-07-12 25:00', '2026-07-12']) expect(fromLocalInput(typed)).toBeUndefined();
  });
});
