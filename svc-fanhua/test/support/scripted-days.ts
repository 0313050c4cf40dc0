/**
 * A scripted event day (China time 09:00–17:00 on 2025-07-12) of three players, used by the risk
 * tests: an honest walker, a teleporter and a spoofer sitting on fixed coordinates.
 */

export interface ScriptedFix {
  lat: number;
  lng: number;
  accuracy: number | null;
  at: Date;
  purpose: 'area-trade' | 'special-area' | 'explore' | 'gpstest';
  areaId: number | null;
  accepted: boolean | null;
}

const DAY_START = Date.parse('2025-07-12T01:00:00Z'); // 09:00 in China
const MINUTE = 60_000;
const CAMPUS = { lat: 31.2304, lng: 121.4737 };
/** Metres per degree near the campus. */
const M_PER_DEG_LAT = 111_195;
const M_PER_DEG_LNG = 111_195 * Math.cos((CAMPUS.lat * Math.PI) / 180);

/** Deterministic noise so the day is the same on every run. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const offset = (north: number, east: number) => ({
  lat: CAMPUS.lat + north / M_PER_DEG_LAT,
  lng: CAMPUS.lng + east / M_PER_DEG_LNG,
});

/** Walks a loop of the campus at about 4.5 km/h, a fix every 4 minutes, trading at an area every hour. */
export function honestWalkerDay(seed = 7): ScriptedFix[] {
  const random = noise(seed);
  const fixes: ScriptedFix[] = [];
  for (let minute = 0; minute <= 8 * 60; minute += 4) {
    const walked = minute * 75; // metres
    const angle = walked / 1500;
    const position = offset(1500 * Math.sin(angle) + (random() - 0.5) * 12, 1500 * (1 - Math.cos(angle)) + (random() - 0.5) * 12);
    const trades = minute % 60 === 0 && minute > 0;
    fixes.push({
      ...position,
      accuracy: Math.round(8 + random() * 30),
      at: new Date(DAY_START + minute * MINUTE + Math.round(random() * 20_000)),
      purpose: trades ? 'area-trade' : 'explore',
      areaId: trades ? minute / 60 : null,
      accepted: trades ? true : null,
    });
  }
  return fixes;
}

/** Walks like the honest player, but at 11:00 appears 12 km away for a trade and is back two minutes later. */
export function teleporterDay(seed = 11): ScriptedFix[] {
  const fixes = honestWalkerDay(seed);
  const at = DAY_START + 2 * 60 * MINUTE + MINUTE;
  fixes.push({ ...offset(12_000, 3_000), accuracy: 15, at: new Date(at), purpose: 'area-trade', areaId: 42, accepted: true });
  fixes.push({ ...offset(-200, 150), accuracy: 22, at: new Date(at + 2 * MINUTE), purpose: 'explore', areaId: null, accepted: null });
  return fixes.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Never moves a millimetre and always reports 10 m accuracy, then trades five areas in eight minutes. */
export function spooferDay(): ScriptedFix[] {
  const fixed = offset(300, 300);
  const fixes: ScriptedFix[] = [];
  for (let minute = 0; minute <= 8 * 60; minute += 10) {
    fixes.push({ ...fixed, accuracy: 10, at: new Date(DAY_START + minute * MINUTE), purpose: 'explore', areaId: null, accepted: null });
  }
  for (let i = 0; i < 5; i += 1) {
    fixes.push({
      ...fixed,
      accuracy: 10,
      at: new Date(DAY_START + 5 * 60 * MINUTE + i * 2 * MINUTE + 30_000),
      purpose: 'area-trade',
      areaId: 100 + i,
      accepted: true,
    });
  }
  return fixes.sort((a, b) => a.at.getTime() - b.at.getTime());
}
