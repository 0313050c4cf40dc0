/**
 * The rules of fanhua's special areas that the service applies and the studio explains to the organiser
 * (「队伍会遇到的」): written once, so the walkthrough says what the server does.
 */

/** Bless: every talent changes by an integer from BLESS_MIN to BLESS_MAX… */
export const BLESS_MIN = -8;
export const BLESS_MAX = 15;
/** …rolled again as a whole until the changes add up to at least this. */
export const BLESS_MIN_SUM = 5;
