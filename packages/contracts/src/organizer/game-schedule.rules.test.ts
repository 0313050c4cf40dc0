import { describe, expect, it } from 'vitest';
import { chinaDateTime, OPENING_TEXTS, upcomingOpening } from './game-schedule.rules.js';

const at = (iso: string) => new Date(iso);

describe('upcomingOpening', () => {
  const opensAt = at('2026-11-29T02:00:00Z');
  it('is the opening time while it is still to come', () => {
    expect(upcomingOpening({ opensAt }, at('2026-11-29T01:59:00Z'))).toEqual(opensAt);
  });
  it('is null once it has come, without an opening time, or when the game closes before it opens', () => {
    expect(upcomingOpening({ opensAt }, opensAt)).toBeNull();
    expect(upcomingOpening({ closesAt: opensAt }, at('2026-11-29T01:00:00Z'))).toBeNull();
    expect(upcomingOpening({ opensAt, closesAt: at('2026-11-29T01:30:00Z') }, at('2026-11-29T01:00:00Z'))).toBeNull();
  });
});

describe('chinaDateTime', () => {
  it('says the day and minute in Beijing time, whatever the time zone of the process', () => {
    expect(chinaDateTime(at('2026-11-29T02:05:00Z'))).toBe('11月29日 10:05');
    expect(chinaDateTime(at('2026-12-31T16:00:00Z'))).toBe('1月1日 00:00');
    expect(OPENING_TEXTS.opensAt(at('2026-11-29T02:05:00Z'))).toBe('将于 11月29日 10:05 开放');
  });
});
