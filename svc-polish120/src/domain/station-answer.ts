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
