import { z } from 'zod';

/** POST /api/organizer/login: the organiser's phone (any written form) and password. */
export const OrganizerLoginInput = z.object({
  phone: z.string({ error: '请填写手机号' }).min(1, { error: '请填写手机号' }).max(32),
  password: z.string({ error: '请填写密码' }).min(1, { error: '请填写密码' }).max(64),
});
export type OrganizerLoginInput = z.infer<typeof OrganizerLoginInput>;

/** An organiser as tokens and answers name one: a platform account, not an account of a game. */
export const OrganizerIdentity = z.object({ id: z.string().min(1), name: z.string() });
export type OrganizerIdentity = z.infer<typeof OrganizerIdentity>;

export const OrganizerLoginResponse = z.object({ token: z.string().min(1), organizer: OrganizerIdentity });
export type OrganizerLoginResponse = z.infer<typeof OrganizerLoginResponse>;

/** GET /api/organizer/me. */
export const OrganizerMeResponse = z.object({ organizer: OrganizerIdentity });
export type OrganizerMeResponse = z.infer<typeof OrganizerMeResponse>;

/** POST /api/organizer/logout: the token's sign-in is ended on the server. */
export const OrganizerLogoutResponse = z.object({ ok: z.literal(true) });
export type OrganizerLogoutResponse = z.infer<typeof OrganizerLogoutResponse>;

/**
 * POST /api/organizer/organizers/unlock: another organiser's way back from guessing spread over many
 * addresses (the failed sign-ins counted against that organiser are forgotten; recorded in the audit log).
 */
export const OrganizerUnlockInput = OrganizerLoginInput.pick({ phone: true });
export type OrganizerUnlockInput = z.infer<typeof OrganizerUnlockInput>;

export const OrganizerUnlockResponse = z.object({ ok: z.literal(true), organizer: z.object({ name: z.string() }) });
export type OrganizerUnlockResponse = z.infer<typeof OrganizerUnlockResponse>;
