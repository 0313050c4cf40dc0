import { describe, expect, it } from 'vitest';
import { honestWalkerDay, spooferDay, teleporterDay } from '../../test/support/scripted-days.js';
import { riskLevel, scorePlayerRisk, NO_FINDINGS_REASON, NO_FIXES_REASON } from './risk-score.js';
import { seededRandom } from './seeded-random.js';
import {
  areaBurst,
  constantAccuracy,
  fixTimeOff,
  impossibleSpeed,
  repeatedCoordinates,
  tradedAwayFromTeammates,
  vagueAccuracy,
  type RiskFix,
} from './risk-signals.js';

const at = (minute: number, second = 0) => new Date(Date.UTC(2025, 6, 12, 1, minute, second));
const fix = (lat: number, lng: number, minute: number, extra: Partial<RiskFix> = {}): RiskFix => ({
  lat,
  lng,
  accuracy: 20,
  at: at(minute),
  purpose: 'explore',
  areaId: null,
  accepted: null,
  ...extra,
});

describe('risk signals', () => {
  it('flags a jump faster than a car and ignores walking and GPS noise', () => {
    expect(impossibleSpeed([fix(31.23, 121.47, 0), fix(31.2309, 121.47, 1)])).toBeNull(); // 100 m in a minute
    expect(impossibleSpeed([fix(31.23, 121.47, 0), fix(31.2301, 121.47, 0)])).toBeNull(); // 11 m at once
    const jump = impossibleSpeed([fix(31.23, 121.47, 0), fix(31.33, 121.47, 2)]); // 11 km in two minutes
    expect(jump?.points).toBe(30);
    expect(jump?.reason).toContain('1 次定位跳变');
    expect(jump?.reason).toContain('09:02');
  });

  it('subtracts both error circles before calling a jump impossible', () => {
    const wide = { accuracy: 200 };
    expect(impossibleSpeed([fix(31.23, 121.47, 0, wide), fix(31.2335, 121.47, 0, wide)])).toBeNull(); // 390 m, circles 400 m
  });

  it('flags coordinates repeated exactly, but not a few coincidences', () => {
    const same = [0, 5, 10, 15, 20].map((minute) => fix(31.23, 121.47, minute));
    expect(repeatedCoordinates(same)?.reason).toContain('5 次定位中有 4 次');
    const mostlyMoving = [fix(31.23, 121.47, 0), fix(31.23, 121.47, 1), ...[2, 3, 4, 5].map((m) => fix(31.23 + m / 1e4, 121.47, m))];
    expect(repeatedCoordinates(mostlyMoving)).toBeNull();
  });

  it('flags an accuracy that never changes over five fixes', () => {
    const fixes = [0, 1, 2, 3].map((m) => fix(31.23 + m / 1e4, 121.47, m, { accuracy: 10 }));
    expect(constantAccuracy(fixes)).toBeNull();
    expect(constantAccuracy([...fixes, fix(31.24, 121.47, 9, { accuracy: 10 })])?.points).toBe(20);
    expect(constantAccuracy([...fixes, fix(31.24, 121.47, 9, { accuracy: 11 })])).toBeNull();
  });

  it('flags a trade far from every teammate placed in the same minute, not the teammates', () => {
    const trade = fix(31.23, 121.47, 30, { purpose: 'area-trade', areaId: 12, accepted: true });
    const mate = (name: string, lat: number, minute = 30) => ({ playerId: name, name, fixes: [fix(lat, 121.47, minute)] });
    expect(tradedAwayFromTeammates([trade], [mate('甲', 31.2305)])).toBeNull(); // 55 m away
    expect(tradedAwayFromTeammates([trade], [mate('甲', 31.26, 35)])).toBeNull(); // five minutes later: no evidence
    expect(tradedAwayFromTeammates([trade], [mate('甲', 31.26), mate('乙', 31.2302)])).toBeNull(); // one teammate is with them
    const far = tradedAwayFromTeammates([trade], [mate('甲', 31.26), mate('乙', 31.27)]); // 3.3 and 4.4 km
    expect(far?.points).toBe(15);
    expect(far?.reason).toContain('在 12 号区域交易时，最近的队友「甲」相距约 3');
    expect(tradedAwayFromTeammates([{ ...trade, accepted: false }], [mate('甲', 31.26)])).toBeNull();
    // The far teammate who did not trade is not flagged.
    expect(tradedAwayFromTeammates([fix(31.26, 121.47, 30)], [{ playerId: 't', name: '丙', fixes: [trade] }])).toBeNull();
  });

  it('flags four areas traded within ten minutes, not three', () => {
    const trade = (minute: number, areaId: number) => fix(31.23, 121.47 + areaId / 1e3, minute, { purpose: 'area-trade', areaId, accepted: true });
    expect(areaBurst([trade(0, 1), trade(3, 2), trade(6, 3), trade(30, 4)])).toBeNull();
    expect(areaBurst([trade(0, 1), trade(3, 2), trade(6, 3), trade(9, 4)])?.reason).toContain('10 分钟内在 4 个不同区域交易');
    expect(areaBurst([trade(0, 1), trade(3, 1), trade(6, 1), trade(9, 1)])).toBeNull();
  });
});

describe('the risk check cannot be blinded', () => {
  const second = (s: number) => new Date(at(30).getTime() + s * 1000);
  const area1 = fix(31.23, 121.47, 30, { purpose: 'area-trade', areaId: 1, accepted: true, accuracy: 10 });
  // 8.1 km north, two seconds later.
  const area176 = { ...area1, lat: 31.23 + 8100 / 111_195, at: second(2), areaId: 176 };
  const blinder = (lat: number, accuracy: number): RiskFix => ({ ...area1, lat, accuracy, at: second(1), purpose: 'gpstest', areaId: null, accepted: null });

  it('scores the reported teleport as a teleport whatever vague fix is sent in between, and flags the vague fix', () => {
    const plain = scorePlayerRisk({ fixes: [area1, area176], teammates: [] });
    expect(plain.findings.map((finding) => finding.signal)).toEqual(['impossible-speed']);
    for (const lat of [area1.lat, (area1.lat + area176.lat) / 2, area176.lat]) {
      const blinded = scorePlayerRisk({ fixes: [area1, blinder(lat, 100_000), area176], teammates: [] });
      expect(blinded.findings.find((finding) => finding.signal === 'impossible-speed')).toMatchObject({
        points: 30,
        reason: expect.stringContaining('1 次定位跳变'),
      });
      expect(blinded.findings.find((finding) => finding.signal === 'vague-accuracy')?.reason).toBe(
        '1 次定位的精度差于 200 米（最差 ±100000 米），这些定位不计入距离判断',
      );
      expect(blinded.risk).toBeGreaterThan(plain.risk);
    }
  });

  it('gives no fix more room than the location rule accepts: 200 m still counts, 201 m is left out', () => {
    const nearby = (metres: number, accuracy: number) => ({ ...area1, lat: 31.23 + metres / 111_195, accuracy, at: second(2) });
    expect(impossibleSpeed([area1, nearby(400, 200)])).toBeNull(); // 400 m inside 20 + 400 m of circles
    expect(impossibleSpeed([area1, nearby(1000, 200)])?.points).toBe(30); // 1 km minus 420 m in two seconds
    expect(impossibleSpeed([area1, nearby(1000, 201)])).toBeNull(); // not a place at all
    expect(vagueAccuracy([area1, nearby(1000, 200)])).toBeNull();
    expect(vagueAccuracy([area1, nearby(1000, 201), nearby(1000, 5000), nearby(1000, 300)])).toMatchObject({ points: 20 });
  });

  it('leaves a teammate vague fix out of the far-from-the-team check', () => {
    const mate = (accuracy: number) => ({ playerId: 'm', name: '甲', fixes: [{ ...area1, lat: 31.27, accuracy, purpose: 'explore' }] });
    expect(tradedAwayFromTeammates([area1], [mate(10)])?.points).toBe(15);
    expect(tradedAwayFromTeammates([area1], [mate(100_000)])).toBeNull(); // no teammate placed in that minute: no evidence either way
  });

  it('flags fixes stamped 1970, 2100 or more than 5 minutes from the server clock, and times every fix by the server', () => {
    const stamped = (fixedAt: Date | null) => ({ ...area1, fixedAt });
    expect(fixTimeOff([stamped(null), stamped(second(-299)), stamped(second(299))])).toBeNull();
    expect(fixTimeOff([stamped(new Date(0))])).toMatchObject({ signal: 'fix-time-off', points: 20, reason: expect.stringContaining('最多相差约') });
    const three = fixTimeOff([stamped(new Date(0)), stamped(new Date('2100-01-01T00:00:00Z')), stamped(second(-301))]);
    expect(three?.points).toBe(30);
    expect(three?.reason).toMatch(/^3 次定位自带的时间与服务器收到的时间相差超过 5 分钟（最多相差约 74 年，07-12 09:30 收到）$/);
    // A stamp that makes the jump look slow changes nothing: the pair is timed by when the server received it.
    const slowLooking = scorePlayerRisk({ fixes: [area1, { ...area176, fixedAt: new Date(area176.at.getTime() + 3_600_000) }], teammates: [] });
    expect(slowLooking.findings.map((finding) => finding.signal).sort()).toEqual(['fix-time-off', 'impossible-speed']);
  });
});

describe('risk score', () => {
  it('is 0 with a plain reason for a player without fixes or findings', () => {
    expect(scorePlayerRisk({ fixes: [], teammates: [] })).toMatchObject({ risk: 0, reason: NO_FIXES_REASON });
    expect(scorePlayerRisk({ fixes: honestWalkerDay(), teammates: [] })).toMatchObject({ risk: 0, reason: NO_FINDINGS_REASON });
  });

  it('ranks a scripted day: spoofer and teleporter above the honest walker', () => {
    const honest = scorePlayerRisk({ fixes: honestWalkerDay(), teammates: [] });
    const teleporter = scorePlayerRisk({ fixes: teleporterDay(), teammates: [] });
    const spoofer = scorePlayerRisk({ fixes: spooferDay(), teammates: [] });
    expect(riskLevel(honest.risk)).toBe('low');
    expect(teleporter.risk).toBeGreaterThan(honest.risk);
    expect(riskLevel(teleporter.risk)).not.toBe('low');
    expect(riskLevel(spoofer.risk)).toBe('high');
    expect(spoofer.findings.map((finding) => finding.signal).sort()).toEqual(['area-burst', 'constant-accuracy', 'repeated-coordinates']);
    expect(teleporter.findings.map((finding) => finding.signal)).toEqual(['impossible-speed']);
    expect(spoofer.risk).toBeLessThanOrEqual(100);
  });

  it('caps the sum at 100 and names the colour bands of the risk table', () => {
    expect(riskLevel(51)).toBe('high');
    expect(riskLevel(50)).toBe('medium');
    expect(riskLevel(21)).toBe('medium');
    expect(riskLevel(20)).toBe('low');
  });
});

describe('the speed check judges the path, not each pair of fixes', () => {
  const start = at(30).getTime();
  const metresPerDegree = 111_195;
  /** A fix `north` metres north of the campus after `ms`, jittered within what its accuracy allows (an error circle is twice it). */
  const placed = (north: number, ms: number, accuracy: number, random: () => number, extra: Partial<RiskFix> = {}): RiskFix => {
    const angle = random() * 2 * Math.PI;
    const off = random() * 1.9 * accuracy;
    return {
      ...fix(31.23 + (north + off * Math.cos(angle)) / metresPerDegree, 121.47 + (off * Math.sin(angle)) / (metresPerDegree * 0.855), 30),
      accuracy,
      at: new Date(start + ms),
      ...extra,
    };
  };
  const still = () => 0;

  it('flags six hops of at most 1.28 km with accuracies of 191–200 m that carry a player 8.1 km in 9.4 s between two area trades', () => {
    const accuracies = [196, 191, 200, 193, 198, 192, 200, 195];
    const hops = accuracies.map((accuracy, i) =>
      placed((8100 * i) / 7, (9400 * i) / 7, accuracy, still, i === 0 || i === 7 ? { purpose: 'area-trade', areaId: i === 0 ? 1 : 176, accepted: true } : {}),
    );
    for (let i = 1; i < hops.length; i += 1) expect(impossibleSpeed([hops[i - 1]!, hops[i]!])).toBeNull(); // each hop alone is noise
    const risk = scorePlayerRisk({ fixes: hops, teammates: [] });
    expect(risk.risk).toBeGreaterThan(0);
    expect(risk.findings.find((finding) => finding.signal === 'impossible-speed')).toMatchObject({
      points: 30,
      reason: expect.stringMatching(/^1 次定位跳变超过 120 公里\/小时（最快约 \d{4} 公里\/小时，07-12 09:30 前后相距约 \d\.\d 公里）$/),
    });
  });

  it('counts one teleport once however many fixes follow it at the far place, and the way back again', () => {
    const random = seededRandom(3);
    const fixes = [placed(0, 0, 20, random), ...[1, 2, 3, 4, 5].map((s) => placed(8000, s * 20_000, 20, random))];
    expect(impossibleSpeed(fixes)?.points).toBe(30);
    const andBack = [...fixes, placed(0, 120_000, 20, random), placed(0, 140_000, 20, random)];
    expect(impossibleSpeed(andBack)).toMatchObject({ points: 45, reason: expect.stringContaining('2 次定位跳变') });
  });

  it('leaves a phone standing still with GPS jitter of up to 200 m accuracy clean', () => {
    const random = seededRandom(11);
    const fixes = Array.from({ length: 300 }, (_, i) => placed(0, i * 2000, Math.round(20 + random() * 180), random));
    expect(impossibleSpeed(fixes)).toBeNull();
    expect(scorePlayerRisk({ fixes, teammates: [] }).findings.map((finding) => finding.signal)).not.toContain('impossible-speed');
  });

  it('leaves a 12 km subway ride at up to 80 km/h between stations 1.5 km apart clean', () => {
    const random = seededRandom(29);
    const cruise = 22; // m/s, about 80 km/h
    const accelerate = cruise / 1; // seconds at 1 m/s²
    const legSeconds = 1500 / cruise + accelerate;
    const dwellSeconds = 30;
    const northAt = (seconds: number) => {
      const leg = Math.floor(seconds / (legSeconds + dwellSeconds));
      const t = Math.min(legSeconds, seconds - leg * (legSeconds + dwellSeconds));
      const ramp = (s: number) => 0.5 * Math.min(s, accelerate) ** 2 + cruise * Math.max(0, s - accelerate);
      const along = t <= legSeconds - accelerate ? ramp(t) : 1500 - 0.5 * (legSeconds - t) ** 2;
      return leg * 1500 + along;
    };
    const rideSeconds = 8 * (legSeconds + dwellSeconds);
    const fixes: RiskFix[] = [];
    for (let s = 0; s <= rideSeconds; s += 10) fixes.push(placed(northAt(s), s * 1000, Math.round(15 + random() * 135), random));
    expect(northAt(rideSeconds)).toBeGreaterThanOrEqual(12_000);
    expect(impossibleSpeed(fixes)).toBeNull();
  });
});
