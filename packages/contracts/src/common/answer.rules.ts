/** The longest answer a player may submit, in characters. */
export const ANSWER_MAX_LENGTH = 200;
