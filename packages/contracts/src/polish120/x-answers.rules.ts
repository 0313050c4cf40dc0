import { normalizeAnswer } from '../common/answer.rules.js';

/**
 * How the X area's answers are judged: the service decides stages with these, the studio shows the organiser
 * what a player's guess would get with the same functions.
 */

/** The area answer of stage 1 → 2: equal to an accepted answer once normalised. */
export function isAreaAnswer(answer: string, accepted: readonly string[]): boolean {
  const given = normalizeAnswer(answer);
  return given.length > 0 && accepted.some((name) => normalizeAnswer(name) === given);
}

/** A name near the X area (a single station of the line, a place on it): close, but not the answer. */
export function isNearMissOf(answer: string, nearMisses: readonly string[]): boolean {
  const given = normalizeAnswer(answer);
  if (given.length === 0) return false;
  return nearMisses.some((name) => {
    const near = normalizeAnswer(name);
    return near.length > 0 && given.includes(near);
  });
}

/**
 * Station names are compared exactly, after removing punctuation and spaces only
 * (full-width forms fold to half-width): '陕西南路' matches '陕西 南路。' but not '陕西南路站'.
 */
export function normalizeStationName(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s\p{P}\p{S}]+/gu, '');
}

export function matchesStation(answer: string, accepted: readonly string[]): boolean {
  const given = normalizeStationName(answer);
  if (given.length === 0) return false;
  return accepted.some((name) => normalizeStationName(name) === given);
}
