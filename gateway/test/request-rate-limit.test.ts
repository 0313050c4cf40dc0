import { describe, expect, it } from 'vitest';
import { RequestRateLimit } from '../src/request-rate-limit.js';
import { CALLER_WRITE_LIMIT, PASSWORD_REQUEST_LIMIT } from '../src/route-manifest.js';

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

  it('holds a request whose excess is above delayAfter (excess − delayAfter) / perSecond, as nginx `delay=` does', () => {
    let now = 0;
    const limit = new RequestRateLimit({ perSecond: 4, burst: 4, delayAfter: 2 }, () => now);
    expect(Array.from({ length: 6 }, () => limit.delayFor('caller'))).toEqual([0, 0, 0, 250, 500, null]);
    now += 500;
    // Two drained: excess 2 → 3 again, held 250 ms.
    expect(limit.delayFor('caller')).toBe(250);
    limit.stop();
  });

  it('the default write limit lets a phone send its saved answers one after another at once, and holds a script to 20 a second', () => {
    const { burst, delayAfter, perSecond } = CALLER_WRITE_LIMIT;
    let now = 0;
    const limit = new RequestRateLimit(CALLER_WRITE_LIMIT, () => now);
    // Ten answers saved offline, sent when the signal returns: none held, none refused.
    for (let answer = 0; answer < 10; answer += 1) expect(limit.delayFor('phone')).toBe(0);
    // A script with 16 at a time for ten seconds.
    let admitted = 0;
    for (let tick = 0; tick < 1000; tick += 1) {
      for (let request = 0; request < 16; request += 1) if (limit.delayFor('script') !== null) admitted += 1;
      now += 10;
    }
    expect(admitted).toBeLessThanOrEqual(burst + 1 + 10 * perSecond);
    expect(admitted).toBeGreaterThanOrEqual(10 * perSecond);
    expect(delayAfter).toBeLessThan(burst);
    limit.stop();
  });

  describe('the default limit is a flood guard that a venue never meets', () => {
    const VENUE = '203.0.113.200';

    it('a script sending 6 requests a second (malformed registrations svc-auth refuses in milliseconds) never drains it: the venue logs in alongside', () => {
      const { limit, advance } = limitAt(PASSWORD_REQUEST_LIMIT.perSecond, PASSWORD_REQUEST_LIMIT.burst);
      for (let second = 0; second < 600; second += 1) {
        for (let request = 0; request < 6; request += 1) {
          expect(limit.admit(VENUE), `script, second ${second}`).toBe(true);
          advance(1000 / 6);
        }
        // An honest phone (or the organiser) at the same address, every second of those ten minutes.
        expect(limit.admit(VENUE), `phone, second ${second}`).toBe(true);
      }
      limit.stop();
    });

    it('500 players signing in at once fit in the burst, and a script that already sent 320 at once leaves room for them within a second', () => {
      const { limit } = limitAt(PASSWORD_REQUEST_LIMIT.perSecond, PASSWORD_REQUEST_LIMIT.burst);
      for (let request = 0; request < 500; request += 1) expect(limit.admit(VENUE)).toBe(true);
      limit.stop();
      const again = limitAt(PASSWORD_REQUEST_LIMIT.perSecond, PASSWORD_REQUEST_LIMIT.burst);
      for (let request = 0; request < 320; request += 1) expect(again.limit.admit(VENUE)).toBe(true);
      again.advance(1000);
      for (let request = 0; request < 250; request += 1) expect(again.limit.admit(VENUE)).toBe(true);
      again.limit.stop();
    });

    it('only a flood meets it: more than 10 a second for longer than the burst lasts', () => {
      const { limit, advance } = limitAt(PASSWORD_REQUEST_LIMIT.perSecond, PASSWORD_REQUEST_LIMIT.burst);
      let refused = 0;
      for (let request = 0; request < 2000; request += 1) {
        if (!limit.admit(VENUE)) refused += 1;
        advance(1000 / 50);
      }
      expect(refused).toBeGreaterThan(0);
      limit.stop();
    });
  });
});
