/** The station-name rule lives in contracts: the studio shows organisers the same judgement. */
export { matchesStation, normalizeStationName } from '@citygames/contracts/polish120/x-answers.rules';
