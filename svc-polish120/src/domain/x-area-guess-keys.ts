import type { StageRequest } from './x-stage.js';

/**
 * The counters of the X area's guesses (task-engine's limited guesses, beside the task counters):
 * one per stage a team guesses its way out of. The four stations share one counter, as they are
 * one step (stages 2–3). The colon keeps them apart from every task id.
 */
export const X_GUESS_KEYS = {
  stage1: 'x-area:stage1',
  stage2: 'x-area:stage2',
  stations: 'x-area:stations',
} as const;

/** How the organiser's console and audit log name a ban of each counter (GET /corrections/bans). */
export const X_GUESS_NAMES: ReadonlyMap<string, string> = new Map([
  [X_GUESS_KEYS.stage1, 'X 区域第 1 阶段'],
  [X_GUESS_KEYS.stage2, 'X 区域第 2 阶段'],
  [X_GUESS_KEYS.stations, 'X 区域的四个站点'],
]);

/** The counter a stage request is judged against. */
export function guessKeyOf(request: StageRequest): string | null {
  if (request.kind === 'station') return X_GUESS_KEYS.stations;
  switch (request.target) {
    case 1:
      return X_GUESS_KEYS.stage1;
    case 2:
      return X_GUESS_KEYS.stage2;
    case 3:
      return X_GUESS_KEYS.stations;
    default:
      return null;
  }
}

/** The counter of what a team at this stage is guessing now (none once stage 4 is reached). */
export function currentGuessKey(maxStage: number): string | null {
  if (maxStage <= 0) return X_GUESS_KEYS.stage1;
  if (maxStage === 1) return X_GUESS_KEYS.stage2;
  if (maxStage <= 3) return X_GUESS_KEYS.stations;
  return null;
}
