import { describe, expect, it } from 'vitest';
import { formatEventTime } from './event-time.rules.js';

describe('formatEventTime', () => {
  it('shows the instant in the event time zone, hours without a leading zero', () => {
    expect(formatEventTime(new Date('2026-05-01T01:05:00Z'), 'Asia/Shanghai')).toEqual({ date: '2026-05-01', time: '9:05' });
    expect(formatEventTime(new Date('2026-05-01T16:30:00Z'), 'Asia/Shanghai')).toEqual({ date: '2026-05-02', time: '0:30' });
  });
});
