/** The last X-area stage (0 before anything is found, 4 once all four stations are named). */
export const MAX_X_STAGE = 4;

/** The four stations of stages 2–3, each a flag of the team status. */
export const STATION_KEYS = ['x1', 'x2', 'x3', 'x4'] as const;
export type StationKey = (typeof STATION_KEYS)[number];

/** The longest station name the service accepts, in characters. */
export const STATION_ANSWER_MAX_LENGTH = 100;

/** The longest stage key (a GBK hex string or an area name) the service accepts, in characters. */
export const STAGE_KEY_MAX_LENGTH = 200;
