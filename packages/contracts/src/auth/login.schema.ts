import { z } from 'zod';
import { ACCOUNT_FIELD_LABELS as LABELS, ACCOUNT_INPUT_TEXTS as TEXTS } from './account.rules.js';
import { AccountRole, body, stringField, trimmedText } from './fields.schema.js';
import { LOGIN_FIELD_MAX_LENGTH } from './login.rules.js';

const loginPassword = stringField(LABELS.password)
  .min(1, { error: TEXTS.fieldRequired(LABELS.password) })
  .max(LOGIN_FIELD_MAX_LENGTH, { error: TEXTS.fieldTooLong(LABELS.password, LOGIN_FIELD_MAX_LENGTH) });

/** POST /api/{pilotsh,polish120}/login: {phone, password}. */
export const PhoneLoginInput = body({
  phone: trimmedText(LABELS.phone, LOGIN_FIELD_MAX_LENGTH),
  password: loginPassword,
});
export type PhoneLoginInput = z.infer<typeof PhoneLoginInput>;

/** POST /api/fanhua/login/: {name, password}, where name is the username or the phone. */
export const FanhuaLoginInput = body({
  name: trimmedText(LABELS.loginName, LOGIN_FIELD_MAX_LENGTH),
  password: loginPassword,
});
export type FanhuaLoginInput = z.infer<typeof FanhuaLoginInput>;

/** Who logged in, as every game's login answers it (no phone: the browser keeps this). */
export const LoginUser = z.object({ id: z.string().min(1), name: z.string(), role: AccountRole });
export type LoginUser = z.infer<typeof LoginUser>;

/** 200 of pilotsh's and polish120's login. */
export const PhoneLoginResponse = z.object({ message: z.string(), token: z.string().min(1), user: LoginUser });
export type PhoneLoginResponse = z.infer<typeof PhoneLoginResponse>;

/** 200 of fanhua's login (no message). */
export const FanhuaLoginResponse = z.object({ token: z.string().min(1), user: LoginUser });
export type FanhuaLoginResponse = z.infer<typeof FanhuaLoginResponse>;
