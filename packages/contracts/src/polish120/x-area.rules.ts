/** The last X-area stage (0 before anything is found, 4 once all four stations are named). */
export const MAX_X_STAGE = 4;

/** The four stations of stages 2–3, each a flag of the team status. */
export const STATION_KEYS = ['x1', 'x2', 'x3', 'x4'] as const;
export type StationKey = (typeof STATION_KEYS)[number];

/** The longest station name a player may enter, in characters. */
export const STATION_ANSWER_MAX_LENGTH = 40;

/** The longest X-area answer (stage 1 → 2) a player may enter, in characters. */
export const AREA_ANSWER_MAX_LENGTH = 50;

/** The longest text the GBK converter takes, in characters. */
export const CONVERTER_TEXT_MAX_LENGTH = 50;

/** The longest GBK hex of a converter text: a GBK character is at most two bytes, four hex digits. */
export const GBK_KEY_MAX_LENGTH = CONVERTER_TEXT_MAX_LENGTH * 4;

/**
 * The longest stage key the service accepts for a stage: the converter's GBK hex opens stage 1,
 * the area answer stage 2, a station name stage 3.
 */
export function stageKeyMaxLength(stage: number): number {
  if (stage === 1) return GBK_KEY_MAX_LENGTH;
  if (stage === 3) return STATION_ANSWER_MAX_LENGTH;
  return AREA_ANSWER_MAX_LENGTH;
}
