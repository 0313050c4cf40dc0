import { chinaClock } from './china-time.js';
import { distanceMeters } from './geo.js';
import { fixClockSkewMs, MAX_FIX_CLOCK_SKEW_MS, MAX_TRADE_ACCURACY_M } from './location-verdict.js';

/** One logged position of a player, as the risk check reads it. */
export interface RiskFix {
  lat: number;
  lng: number;
  /** Metres (95 %); null when the browser sent none. */
  accuracy: number | null;
  /** When the server received it: the only time the signals trust. */
  at: Date;
  /** When the device says it took the fix (null when it did not say). */
  fixedAt?: Date | null;
  purpose: string;
  areaId: number | null;
  /** Whether the location check let the call through (null when it did not decide). */
  accepted: boolean | null;
  /** The map calibration the device applied (metres from the raw fix), null when none. */
  calibration?: { northM: number; eastM: number } | null;
}

export interface TeammateFixes {
  playerId: string;
  name: string;
  fixes: readonly RiskFix[];
}

/** What one signal found: points towards the risk and the Chinese sentence an admin reads. */
export interface RiskFinding {
  signal: RiskSignal;
  points: number;
  reason: string;
}

export type RiskSignal =
  | 'impossible-speed'
  | 'repeated-coordinates'
  | 'constant-accuracy'
  | 'traded-away-from-team'
  | 'area-burst'
  | 'calibration'
  | 'vague-accuracy'
  | 'fix-time-off';

export const RISK_THRESHOLDS = {
  /** Faster than a car in town, after subtracting both error circles. */
  maxSpeedKmh: 120,
  /** Jumps shorter than this are GPS noise, however short the interval. */
  minJumpMetres: 500,
  /** The longest stretch of fixes whose end points are compared (one city trip of hops, not a day). */
  speedWindowMinutes: 10,
  /**
   * How many reported accuracies make an error circle: Android reports a 68 % radius (the W3C
   * asks for 95 %). Only fixes the location rule would accept (≤ 200 m) get a circle, so no fix
   * buys more than 400 m of room.
   */
  errorCircleFactor: 2,
  /** A fix vaguer than the location rule accepts says nothing about where the phone was. */
  maxPreciseAccuracyMetres: MAX_TRADE_ACCURACY_M,
  /** A fix stamped further than this from the server's clock is not a position of the moment it arrived. */
  maxFixClockSkewMs: MAX_FIX_CLOCK_SKEW_MS,
  defaultAccuracyMetres: 30,
  minFixesForRepeats: 4,
  minExactRepeats: 3,
  minRepeatShare: 0.5,
  minFixesForConstantAccuracy: 5,
  sameMinuteSeconds: 60,
  teammateFarMetres: 1000,
  burstWindowMinutes: 10,
  burstAreas: 4,
  /** A calibration larger than GPS error in a city explains (the map's own limit is 1 km). */
  largeCalibrationMetres: 300,
  /** Moving the calibration this many times (by more than the change below) is not fixing a drift. */
  frequentCalibrationChanges: 4,
  calibrationChangeMetres: 20,
} as const;

/** The area-trading purposes whose fixes count as a trade at an area. */
const TRADE_PURPOSES = new Set(['area-trade', 'special-area']);

/**
 * Whether a fix places the phone at all: one vaguer than the location rule accepts (a cell fix, or a
 * script's accuracy of 100 km sent to blind the check) is left out of the checks that compare places,
 * so it neither counts as being somewhere nor gives the fixes around it room; it is a signal of its own.
 */
const isPrecise = (fix: RiskFix) => fix.accuracy === null || fix.accuracy <= RISK_THRESHOLDS.maxPreciseAccuracyMetres;

/** The radius around a precise fix within which the phone may really have been (at most 400 m). */
const errorRadiusOf = (fix: RiskFix) => RISK_THRESHOLDS.errorCircleFactor * (fix.accuracy ?? RISK_THRESHOLDS.defaultAccuracyMetres);

const byTime = (fixes: readonly RiskFix[]) => [...fixes].sort((a, b) => a.at.getTime() - b.at.getTime());

const km = (metres: number) => (metres / 1000).toFixed(metres >= 10_000 ? 0 : 1);

const isTrade = (fix: RiskFix) => TRADE_PURPOSES.has(fix.purpose) && fix.accepted !== false && fix.areaId !== null;

/**
 * The path, not the pairs: over every window of a player's precise fixes up to `speedWindowMinutes`
 * long, the straight distance from its first to its last fix, less those two error circles only (a
 * chain of short hops gets the accuracy once, not once per hop), timed by the server's clock. A vague
 * fix in between neither breaks the chain nor gives it room. When the fastest stretch to a flagged fix
 * reaches back before the last flagged fix it continues the same jump, so a chain, or a teleport followed
 * by more fixes, counts once, and the way back counts again.
 */
export function impossibleSpeed(fixes: readonly RiskFix[]): RiskFinding | null {
  const sorted = byTime(fixes.filter(isPrecise));
  const windowMs = RISK_THRESHOLDS.speedWindowMinutes * 60_000;
  let jumps = 0;
  let fastest = { kmh: 0, metres: 0, at: new Date(0) };
  let lastFlaggedEnd = -1;
  for (let end = 1; end < sorted.length; end += 1) {
    const current = sorted[end]!;
    let fastestStart = -1;
    let fastestKmh = 0;
    for (let start = end - 1; start >= 0; start -= 1) {
      const previous = sorted[start]!;
      const elapsedMs = current.at.getTime() - previous.at.getTime();
      if (elapsedMs > windowMs) break;
      const metres = distanceMeters(previous, current) - errorRadiusOf(previous) - errorRadiusOf(current);
      if (metres < RISK_THRESHOLDS.minJumpMetres) continue;
      const kmh = (metres / Math.max(1, elapsedMs / 1000)) * 3.6;
      if (kmh <= RISK_THRESHOLDS.maxSpeedKmh) continue;
      if (kmh > fastestKmh) [fastestStart, fastestKmh] = [start, kmh];
      if (kmh > fastest.kmh) fastest = { kmh, metres, at: current.at };
    }
    if (fastestStart < 0) continue;
    // The fastest stretch to this fix reaching back before the last flagged fix continues that jump; one starting at or after it is a new jump (the way back).
    if (lastFlaggedEnd < 0 || fastestStart >= lastFlaggedEnd) jumps += 1;
    lastFlaggedEnd = end;
  }
  if (jumps === 0) return null;
  return {
    signal: 'impossible-speed',
    points: Math.min(60, 30 + (jumps - 1) * 15),
    reason: `${jumps} 次定位跳变超过 ${RISK_THRESHOLDS.maxSpeedKmh} 公里/小时（最快约 ${Math.round(fastest.kmh)} 公里/小时，${chinaClock(fastest.at)} 前后相距约 ${km(fastest.metres)} 公里）`,
  };
}

/** Real GPS drifts in the last decimals: many fixes with exactly the same coordinates point at a fixed fake position. */
export function repeatedCoordinates(fixes: readonly RiskFix[]): RiskFinding | null {
  if (fixes.length < RISK_THRESHOLDS.minFixesForRepeats) return null;
  const counts = new Map<string, number>();
  for (const fix of fixes) {
    const key = `${fix.lat},${fix.lng}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const repeats = fixes.length - counts.size;
  const share = repeats / fixes.length;
  if (repeats < RISK_THRESHOLDS.minExactRepeats || share < RISK_THRESHOLDS.minRepeatShare) return null;
  const [topKey, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return {
    signal: 'repeated-coordinates',
    points: Math.round(20 + 15 * Math.min(1, (share - RISK_THRESHOLDS.minRepeatShare) / 0.4)),
    reason: `${fixes.length} 次定位中有 ${repeats} 次与之前的坐标完全相同（${topKey} 出现 ${topCount} 次，真实 GPS 每次都会有细微漂移）`,
  };
}

/** Browsers report an accuracy that changes from fix to fix; an unchanging one suggests a mock location. */
export function constantAccuracy(fixes: readonly RiskFix[]): RiskFinding | null {
  const values = fixes.map((fix) => fix.accuracy).filter((value): value is number => value !== null);
  if (values.length < RISK_THRESHOLDS.minFixesForConstantAccuracy) return null;
  if (new Set(values).size !== 1) return null;
  return {
    signal: 'constant-accuracy',
    points: 20,
    reason: `${values.length} 次定位的精度都恰好是 ${values[0]} 米，从未变化`,
  };
}

/**
 * The player traded at an area while every teammate with a position in the same minute was far
 * away: either the team was split when it claimed to be at the area, or the trader's position is
 * made up. The trader is flagged, not the teammates (a spoofer's honest teammates stay clean);
 * a trade with no teammate position in that minute says nothing.
 */
export function tradedAwayFromTeammates(fixes: readonly RiskFix[], teammates: readonly TeammateFixes[]): RiskFinding | null {
  let occurrences = 0;
  let farthest = { metres: 0, name: '', at: new Date(0), areaId: 0 };
  const window = RISK_THRESHOLDS.sameMinuteSeconds * 1000;
  for (const trade of fixes.filter((fix) => isTrade(fix) && isPrecise(fix))) {
    let nearest: { metres: number; name: string } | null = null;
    for (const teammate of teammates) {
      for (const fix of teammate.fixes.filter(isPrecise)) {
        if (Math.abs(fix.at.getTime() - trade.at.getTime()) > window) continue;
        const metres = distanceMeters(fix, trade) - errorRadiusOf(fix) - errorRadiusOf(trade);
        if (!nearest || metres < nearest.metres) nearest = { metres, name: teammate.name };
      }
    }
    if (!nearest || nearest.metres <= RISK_THRESHOLDS.teammateFarMetres) continue;
    occurrences += 1;
    if (nearest.metres > farthest.metres) farthest = { ...nearest, at: trade.at, areaId: trade.areaId ?? 0 };
  }
  if (occurrences === 0) return null;
  return {
    signal: 'traded-away-from-team',
    points: Math.min(30, 15 * occurrences),
    reason: `${occurrences} 次交易时远离同一分钟内有定位的所有队友（如 ${chinaClock(farthest.at)} 在 ${farthest.areaId} 号区域交易时，最近的队友「${farthest.name}」相距约 ${km(farthest.metres)} 公里）`,
  };
}

/** Too many different areas traded within a short window for anyone on foot. */
export function areaBurst(fixes: readonly RiskFix[]): RiskFinding | null {
  const trades = byTime(fixes.filter(isTrade));
  const windowMs = RISK_THRESHOLDS.burstWindowMinutes * 60_000;
  let most = { areas: 0, at: new Date(0) };
  let start = 0;
  for (let end = 0; end < trades.length; end += 1) {
    while (trades[end]!.at.getTime() - trades[start]!.at.getTime() > windowMs) start += 1;
    const areas = new Set(trades.slice(start, end + 1).map((fix) => fix.areaId)).size;
    if (areas > most.areas) most = { areas, at: trades[start]!.at };
  }
  if (most.areas < RISK_THRESHOLDS.burstAreas) return null;
  return {
    signal: 'area-burst',
    points: Math.min(40, 25 + (most.areas - RISK_THRESHOLDS.burstAreas) * 5),
    reason: `${RISK_THRESHOLDS.burstWindowMinutes} 分钟内在 ${most.areas} 个不同区域交易（自 ${chinaClock(most.at)} 起）`,
  };
}

const calibrationLength = (fix: RiskFix) => (fix.calibration ? Math.hypot(fix.calibration.northM, fix.calibration.eastM) : 0);

function calibrationMoved(a: RiskFix, b: RiskFix): boolean {
  if (!a.calibration || !b.calibration) return Boolean(a.calibration) !== Boolean(b.calibration);
  const moved = Math.hypot(a.calibration.northM - b.calibration.northM, a.calibration.eastM - b.calibration.eastM);
  return moved > RISK_THRESHOLDS.calibrationChangeMetres;
}

/**
 * The map calibration never moves the location check, but a player who drags the dot far from the
 * fix, or keeps re-dragging it, is trying to be somewhere the phone is not.
 */
export function calibrationUse(fixes: readonly RiskFix[]): RiskFinding | null {
  const sorted = byTime(fixes);
  const largest = Math.max(0, ...sorted.map(calibrationLength));
  let changes = 0;
  for (let i = 1; i < sorted.length; i += 1) if (calibrationMoved(sorted[i - 1]!, sorted[i]!)) changes += 1;
  const large = largest > RISK_THRESHOLDS.largeCalibrationMetres;
  const frequent = changes >= RISK_THRESHOLDS.frequentCalibrationChanges;
  if (!large && !frequent) return null;
  const reasons = [
    ...(large ? [`地图校准偏移达约 ${Math.round(largest)} 米（超过 ${RISK_THRESHOLDS.largeCalibrationMetres} 米，远大于定位误差）`] : []),
    ...(frequent ? [`地图校准改动了 ${changes} 次`] : []),
  ];
  return { signal: 'calibration', points: (large ? 20 : 0) + (frequent ? 15 : 0), reason: reasons.join('，') };
}

/**
 * Fixes vaguer than the location rule accepts: a phone indoors sends one now and then, a script sends
 * a huge accuracy to make the fixes around it look possible. They are left out of the distance checks.
 */
export function vagueAccuracy(fixes: readonly RiskFix[]): RiskFinding | null {
  const vague = fixes.filter((fix) => !isPrecise(fix));
  if (vague.length === 0) return null;
  const worst = Math.max(...vague.map((fix) => fix.accuracy ?? 0));
  return {
    signal: 'vague-accuracy',
    points: Math.min(20, 5 + 5 * vague.length),
    reason: `${vague.length} 次定位的精度差于 ${RISK_THRESHOLDS.maxPreciseAccuracyMetres} 米（最差 ±${Math.round(worst)} 米），这些定位不计入距离判断`,
  };
}

function durationText(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 120) return `${Math.round(minutes)} 分钟`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} 小时`;
  const days = minutes / 60 / 24;
  return days < 730 ? `${Math.round(days)} 天` : `${Math.round(days / 365.25)} 年`;
}

/**
 * Fixes whose own time is far from the server's clock when they arrived (a stamp of 1970 or 2100, a
 * fix kept and sent again later). Phones take their clocks from the network, so an honest fix is
 * seconds off. The checks above time every fix by the server's clock, never by this stamp.
 */
export function fixTimeOff(fixes: readonly RiskFix[]): RiskFinding | null {
  const off = fixes
    .map((fix) => ({ fix, skew: fixClockSkewMs(fix.fixedAt?.getTime(), fix.at) }))
    .filter((entry): entry is { fix: RiskFix; skew: number } => entry.skew !== null && entry.skew > RISK_THRESHOLDS.maxFixClockSkewMs);
  if (off.length === 0) return null;
  const worst = off.reduce((a, b) => (b.skew > a.skew ? b : a));
  return {
    signal: 'fix-time-off',
    points: Math.min(35, 20 + 5 * (off.length - 1)),
    reason: `${off.length} 次定位自带的时间与服务器收到的时间相差超过 ${RISK_THRESHOLDS.maxFixClockSkewMs / 60_000} 分钟（最多相差约 ${durationText(worst.skew)}，${chinaClock(worst.fix.at)} 收到）`,
  };
}
