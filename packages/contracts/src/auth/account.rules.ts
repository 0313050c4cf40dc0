/**
 * What a player account may be, for the registration and login forms and for svc-auth alike.
 * Plain constants and functions (no zod), so a remote checks a field as the service will.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 20;
/** Longest phone as typed at registration (spaces, hyphens and a +86 prefix included). */
export const PHONE_INPUT_MAX_LENGTH = 32;

/** Mainland China mobile numbers: 11 digits starting with 13–19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * The phone as stored: full-width digits made half-width (NFKC), spaces and hyphens removed,
 * and an optional +86 / 0086 country prefix dropped, so "138 0000 0001" and "+86-13800000001"
 * are the same account. Returns null when the result is not a mainland mobile number.
 */
export function normalizePhone(input: string): string | null {
  let phone = input.normalize('NFKC').replace(/[\s-]/g, '');
  if (phone.startsWith('+86')) phone = phone.slice(3);
  else if (phone.startsWith('0086')) phone = phone.slice(4);
  return PHONE_PATTERN.test(phone) ? phone : null;
}

export function looksLikePhone(input: string): boolean {
  return normalizePhone(input) !== null;
}

/*
 * What a display name may not be, beyond length: names are shown to other players (team lists, the
 * radio, the admin's pickers), so a name must be something a person can see and read as written.
 */

/** U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates): they reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/** Invisible: format characters (zero-width space/joiners, word joiner, BOM…), spaces, and the Hangul fillers. */
const INVISIBLE = /[\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0]/gu;

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const CONTROL_CHARACTERS = /\p{Cc}/u;

export function hasLoneSurrogate(name: string): boolean {
  return LONE_SURROGATE.test(name);
}

export function hasBidiControls(name: string): boolean {
  return BIDI_CONTROLS.test(name);
}

export function hasControlCharacters(name: string): boolean {
  return CONTROL_CHARACTERS.test(name);
}

/** True when nothing would be visible: only zero-width, bidi or space characters. */
export function isInvisible(name: string): boolean {
  return name.replace(INVISIBLE, '').length === 0;
}

/** The Chinese texts of the account forms' checks (the service answers with the same). */
export const ACCOUNT_FIELD_LABELS = {
  phone: '手机号',
  password: '密码',
  name: '用户名',
  loginName: '用户名或手机号',
  joinTeam: 'joinTeam',
} as const;

export const ACCOUNT_INPUT_TEXTS = {
  bodyMustBeObject: '请求内容必须是 JSON 对象',
  fieldRequired: (label: string) => `请填写${label}`,
  fieldMustBeText: (label: string) => `${label}必须是文字`,
  fieldMustBeBoolean: (label: string) => `${label}必须是 true 或 false`,
  fieldTooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字符`,
  phoneInvalid: '手机号格式不正确，请输入 11 位中国大陆手机号',
  passwordLength: (min: number, max: number) => `密码长度须为 ${min}–${max} 个字符`,
  nameLooksLikePhone: '用户名不能是手机号',
  nameHasControlCharacters: '用户名不能包含换行或控制字符',
  nameHasBidiControls: '用户名不能包含改变文字方向的控制字符',
  nameInvisible: '用户名必须包含看得见的文字',
  nameMalformed: '用户名包含无效的字符',
} as const;
