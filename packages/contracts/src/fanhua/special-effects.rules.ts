/**
 * The rules of fanhua's special areas that the service applies and the studio explains to the organiser
 * (「队伍会遇到的」): written once, so the walkthrough says what the server does.
 */

/** Bless: every talent changes by an integer from BLESS_MIN to BLESS_MAX… */
export const BLESS_MIN = -8;
export const BLESS_MAX = 15;
/** …rolled again as a whole until the changes add up to at least this. */
export const BLESS_MIN_SUM = 5;

/** The kinds of special area by name, as the studio's picker, the administration page and the walkthrough write them. */
export const SPECIAL_AREA_NAMES = { add: '增加天赋', exchange: '天赋兑换', shuffle: '天赋重新分配', bless: '祝福（随机增减天赋）' } as const satisfies Record<
  string,
  string
>;
