import { z } from 'zod';
import {
  LOGIN_FIELD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../domain/account-rules.js';
import { hasBidiControls, hasLoneSurrogate, isInvisible } from '../domain/display-name-rules.js';
import { looksLikePhone, normalizePhone } from '../domain/phone-rule.js';
import { FIELD_LABELS, TEXTS } from '../texts.js';

/** A string field that tells "missing" apart from "not text" (e.g. `{"$gt": ""}`). */
const stringField = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? TEXTS.fieldRequired(label) : TEXTS.fieldMustBeText(label)) });

const trimmedText = (label: string, max: number) =>
  stringField(label)
    .trim()
    .min(1, { error: TEXTS.fieldRequired(label) })
    .max(max, { error: TEXTS.fieldTooLong(label, max) });

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: TEXTS.bodyMustBeObject });

const registrationPhone = trimmedText(FIELD_LABELS.phone, 32).transform((value, context) => {
  const phone = normalizePhone(value);
  if (phone) return phone;
  context.addIssue({ code: 'custom', message: TEXTS.phoneInvalid });
  return z.NEVER;
});

const registrationPassword = stringField(FIELD_LABELS.password)
  .min(1, { error: TEXTS.fieldRequired(FIELD_LABELS.password) })
  .min(PASSWORD_MIN_LENGTH, { error: TEXTS.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) })
  .max(PASSWORD_MAX_LENGTH, { error: TEXTS.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) });

const registrationName = trimmedText(FIELD_LABELS.name, NAME_MAX_LENGTH)
  .refine((name) => !hasLoneSurrogate(name), { error: TEXTS.nameMalformed })
  .refine((name) => !/\p{Cc}/u.test(name), { error: TEXTS.nameHasControlCharacters })
  .refine((name) => !hasBidiControls(name), { error: TEXTS.nameHasBidiControls })
  .refine((name) => !isInvisible(name), { error: TEXTS.nameInvisible })
  .refine((name) => !looksLikePhone(name), { error: TEXTS.nameLooksLikePhone });

/** POST /api/{pilotsh,polish120}/players: {name, phone, password}; extra fields (confirm password) are ignored. */
export const registerSchema = body({
  name: registrationName,
  phone: registrationPhone,
  password: registrationPassword,
});

/** POST /api/fanhua/players/: the same plus joinTeam, which the client always sends as false and the server ignores. */
export const fanhuaRegisterSchema = body({
  name: registrationName,
  phone: registrationPhone,
  password: registrationPassword,
  joinTeam: z.boolean({ error: TEXTS.fieldMustBeBoolean(FIELD_LABELS.joinTeam) }).optional(),
});

const loginPassword = stringField(FIELD_LABELS.password)
  .min(1, { error: TEXTS.fieldRequired(FIELD_LABELS.password) })
  .max(LOGIN_FIELD_MAX_LENGTH, { error: TEXTS.fieldTooLong(FIELD_LABELS.password, LOGIN_FIELD_MAX_LENGTH) });

/** POST /api/{pilotsh,polish120}/login: {phone, password}. */
export const phoneLoginSchema = body({
  phone: trimmedText(FIELD_LABELS.phone, LOGIN_FIELD_MAX_LENGTH),
  password: loginPassword,
});

/** POST /api/fanhua/login/: {name, password}, where name is the username or the phone. */
export const fanhuaLoginSchema = body({
  name: trimmedText(FIELD_LABELS.loginName, LOGIN_FIELD_MAX_LENGTH),
  password: loginPassword,
});
