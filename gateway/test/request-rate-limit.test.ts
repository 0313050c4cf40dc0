import { describe, expect, it } from 'vitest';
import { RequestRateLimit } from '../src/request-rate-limit.js';

function limitAt(perSecond: number, burst: number) {
  let now = 0;
  const limit = new RequestRateLimit({ perSecond, burst }, () => now);
  return { limit, advance: (ms: number) => (now += ms) };
}

describe('RequestRateLimit (nginx limit_req burst nodelay)', () => {
  it('admits burst + 1 at once, then one per 1/perSecond', () => {
    const { limit, advance } = limitAt(2, 3);
    const first = Array.from({ length: 6 }, () => limit.admit('10.0.0.1'));
    expect(first).toEqual([true, true, true, true, false, false]);
    advance(499);
    expect(limit.admit('10.0.0.1')).toBe(false);
    advance(1);
    expect(limit.admit('10.0.0.1')).toBe(true);
    expect(limit.admit('10.0.0.1')).toBe(false);
    limit.stop();
  });

  it('keeps each address apart, and a drained address starts again with a full burst', () => {
    const { limit, advance } = limitAt(1, 1);
    expect([limit.admit('a'), limit.admit('a'), limit.admit('a')]).toEqual([true, true, false]);
    expect([limit.admit('b'), limit.admit('b')]).toEqual([true, true]);
    advance(60_000);
    expect([limit.admit('a'), limit.admit('a'), limit.admit('a')]).toEqual([true, true, false]);
    limit.stop();
  });

  it('does not count refused requests', () => {
    const { limit, advance } = limitAt(1, 0);
    expect(limit.admit('a')).toBe(true);
    for (let i = 0; i < 50; i += 1) expect(limit.admit('a')).toBe(false);
    advance(1000);
    expect(limit.admit('a')).toBe(true);
    limit.stop();
  });
});
