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
} as const;
