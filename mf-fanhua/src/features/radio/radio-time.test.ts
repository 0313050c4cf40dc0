import { describe, expect, it } from 'vitest';
import { relativeTime } from './radio-time';

const now = new Date('2025-07-12T04:00:00Z');

describe('radio times', () => {
  it('says just now, minutes, hours and days', () => {
    expect(relativeTime('2025-07-12T03:59:30Z', now)).toBe('刚刚');
    expect(relativeTime('2025-07-12T04:00:20Z', now)).toBe('刚刚');
    expect(relativeTime('2025-07-12T03:35:00Z', now)).toBe('25 分钟前');
    expect(relativeTime('2025-07-12T01:00:00Z', now)).toBe('3 小时前');
    expect(relativeTime('2025-07-11T03:00:00Z', now)).toBe('1 天前');
    expect(relativeTime('2025-07-02T04:00:00Z', now)).toBe('10 天前');
  });
});
