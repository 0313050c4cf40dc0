import { z } from 'zod';
import {
  ACCOUNT_FIELD_LABELS as LABELS,
  ACCOUNT_INPUT_TEXTS as TEXTS,
  looksLikePhone,
  NAME_MAX_LENGTH,
  normalizePhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from './account.rules.js';
import { displayName } from '../common/display-name.schema.js';
import { body, stringField, trimmedText } from './fields.schema.js';

/** The phone as typed, stored normalised (see normalizePhone). */
const registrationPhone = trimmedText(LABELS.phone, PHONE_INPUT_MAX_LENGTH).transform((value, context) => {
  const phone = normalizePhone(value);
  if (phone) return phone;
  context.addIssue({ code: 'custom', message: TEXTS.phoneInvalid });
  return z.NEVER;
});

const registrationPassword = stringField(LABELS.password)
  .min(1, { error: TEXTS.fieldRequired(LABELS.password) })
  .min(PASSWORD_MIN_LENGTH, { error: TEXTS.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) })
  .max(PASSWORD_MAX_LENGTH, { error: TEXTS.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) });

/** The name as it will be shown (normalised, see common/display-name.rules); never a phone, which fanhua logs in by. */
const registrationName = displayName(LABELS.name, NAME_MAX_LENGTH, {
  required: TEXTS.fieldRequired(LABELS.name),
  tooLong: TEXTS.fieldTooLong(LABELS.name, NAME_MAX_LENGTH),
  notText: TEXTS.fieldMustBeText(LABELS.name),
}).refine((name) => !looksLikePhone(name), { error: TEXTS.nameLooksLikePhone });

/** POST /api/{pilotsh,polish120}/players: {name, phone, password}; extra fields (confirm password) are ignored. */
export const RegisterInput = body({
  name: registrationName,
  phone: registrationPhone,
  password: registrationPassword,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

/** POST /api/fanhua/players/: the same plus joinTeam, which the client always sends as false and the server ignores. */
export const FanhuaRegisterInput = body({
  name: registrationName,
  phone: registrationPhone,
  password: registrationPassword,
  joinTeam: z.boolean({ error: TEXTS.fieldMustBeBoolean(LABELS.joinTeam) }).optional(),
});
export type FanhuaRegisterInput = z.infer<typeof FanhuaRegisterInput>;

/** 201 of every game's registration. */
export const RegisterResponse = z.object({ id: z.string().min(1), message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;
