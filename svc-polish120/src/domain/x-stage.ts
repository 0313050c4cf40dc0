import { MAX_X_STAGE, STATION_KEYS, type StationKey } from '@citygames/contracts/polish120/x-area.rules';
import { gbkHex, normalizeHex } from './gbk-hex.js';
import { isAreaAnswer as isAcceptedAreaAnswer, isNearMissOf, matchesStation } from '@citygames/contracts/polish120/x-answers.rules';

/** The X-area progress of one team. */
export interface XState {
  stage: number;
  flags: Record<StationKey, boolean>;
}

/** The stage answers of the pack (never sent to a browser). */
export interface XAreaRules {
  specialCharacter: string;
  areaAnswers: readonly string[];
  nearMisses: readonly string[];
  stations: Record<StationKey, { answers: readonly string[] }>;
}

export type StageRequest = { kind: 'set'; target: number; key: string } | { kind: 'station'; station: StationKey; answer: string };

export type StageDecision =
  /** Move from `from` to `to` (may equal `from` when only a flag is set). */
  | { outcome: 'advance'; from: number; to: number; flag?: StationKey }
  /** Nothing to do: the team is already there (or the flag is already set). */
  | { outcome: 'already' }
  | { outcome: 'wrong'; nearMiss: boolean }
  /** An attempt to skip a stage: the team has not reached the stage this answer belongs to. */
  | { outcome: 'locked'; needed: number };

export function allStationsFound(flags: Record<StationKey, boolean>): boolean {
  return STATION_KEYS.every((key) => flags[key]);
}

function matchingStation(answer: string, rules: XAreaRules): StationKey | null {
  return STATION_KEYS.find((key) => matchesStation(answer, rules.stations[key].answers)) ?? null;
}

/** The area answer of stage 1 → 2 ('line 10' in digits or Chinese numerals, as the pack lists). */
function isAreaAnswer(answer: string, rules: XAreaRules): boolean {
  return isAcceptedAreaAnswer(answer, rules.areaAnswers);
}

/** A name near the X area (a single station of the line, a place on it): close, but not the answer. */
export function isNearMiss(answer: string, rules: XAreaRules): boolean {
  return isNearMissOf(answer, rules.nearMisses);
}

/**
 * Decides every X-area stage change from the submitted answer; nothing else moves a stage.
 * - 0 → 1: the key is the GBK hexadecimal of the pack's special character.
 * - 1 → 2: the key names the X area (the pack's accepted answers); near misses are told so.
 * - 2 → 3: the first correct station name x1–x4 (also sets that station's flag).
 * - 3 → 4: automatically when all four station flags are set.
 * A request for a stage further than the next one is 'locked'; one for a stage already reached is 'already'.
 */
export function decideStageChange(state: XState, request: StageRequest, rules: XAreaRules): StageDecision {
  if (request.kind === 'station') {
    if (state.stage < 2) return { outcome: 'locked', needed: 2 };
    if (!matchesStation(request.answer, rules.stations[request.station].answers)) return { outcome: 'wrong', nearMiss: false };
    if (state.flags[request.station]) return { outcome: 'already' };
    return { outcome: 'advance', from: state.stage, to: nextStageAfterFlag(state, request.station), flag: request.station };
  }

  const { target, key } = request;
  if (target <= state.stage) return { outcome: 'already' };
  if (target > state.stage + 1) return { outcome: 'locked', needed: target - 1 };

  switch (target) {
    case 1: {
      const expected = gbkHex(rules.specialCharacter);
      const given = normalizeHex(key);
      return expected !== null && given.length > 0 && given === expected ? { outcome: 'advance', from: 0, to: 1 } : { outcome: 'wrong', nearMiss: false };
    }
    case 2:
      if (isAreaAnswer(key, rules)) return { outcome: 'advance', from: 1, to: 2 };
      return { outcome: 'wrong', nearMiss: isNearMiss(key, rules) };
    case 3: {
      const station = matchingStation(key, rules);
      if (!station) return { outcome: 'wrong', nearMiss: false };
      return { outcome: 'advance', from: 2, to: nextStageAfterFlag(state, station), flag: station };
    }
    default:
      // Stage 4 has no answer of its own: it opens when the fourth station is found.
      return { outcome: 'locked', needed: MAX_X_STAGE };
  }
}

function nextStageAfterFlag(state: XState, flag: StationKey): number {
  const flags = { ...state.flags, [flag]: true };
  if (allStationsFound(flags)) return MAX_X_STAGE;
  return Math.max(state.stage, 3);
}
