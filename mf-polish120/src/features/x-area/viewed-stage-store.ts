import { browserStorage } from '@citygames/web-kit/token-store';

/**
 * The X-area stage the player is looking at, remembered in local storage
 * and never above the team's max stage.
 */
export const VIEWED_STAGE_KEY = 'polish120.xStage';

export function readViewedStage(maxStage: number): number {
  let stored = Number.NaN;
  try {
    const raw = browserStorage()?.getItem(VIEWED_STAGE_KEY);
    if (raw !== null && raw !== undefined && raw.trim() !== '') stored = Number(raw);
  } catch {
    // storage blocked: start at the team's stage
  }
  if (!Number.isInteger(stored) || stored < 0) return maxStage;
  return Math.min(stored, maxStage);
}

export function writeViewedStage(stage: number): void {
  try {
    browserStorage()?.setItem(VIEWED_STAGE_KEY, String(stage));
  } catch {
    // not remembered this time
  }
}

/** A stage within 0 … maxStage. */
export function clampStage(stage: number, maxStage: number): number {
  return Math.max(0, Math.min(stage, maxStage));
}
