import { z } from 'zod';
import { PHONE_PATTERN } from '../auth/account.rules.js';
import { displayName } from '../common/display-name.schema.js';
import { ROSTER_FILE_ENCODINGS, ROSTER_INPUT_TEXTS as TEXTS, TEAM_NAME_MAX_LENGTH, type RosterFileEncoding } from './roster.rules.js';

/** The roster routes of pilotsh and polish120 (`/api/<game>/organizer/…`): both take and answer the same. */

/** Roster phones are stored phones: 11 digits, no other written form. */
export const RosterPhone = z.string({ error: TEXTS.phoneRequired }).trim().regex(PHONE_PATTERN, { error: TEXTS.phoneInvalid });

/**
 * The roster version a change was made from (GET /roster answers it): every roster change carries it,
 * and one made from a stale view is refused with 409 ROSTER_STALE instead of undoing another's change.
 */
export const RosterVersion = z.number({ error: TEXTS.versionRequired }).int({ error: TEXTS.versionRequired }).min(0, { error: TEXTS.versionRequired });

/** DELETE /members/:phone, DELETE /teams/:teamId, POST /teams/:teamId/reset: only the version. */
export const RosterVersionInput = z.object({ version: RosterVersion });
export type RosterVersionInput = z.infer<typeof RosterVersionInput>;

const teamName = () => displayName('队名', TEAM_NAME_MAX_LENGTH, { required: TEXTS.teamNameRequired, tooLong: TEXTS.teamNameTooLong });

/** POST /teams. */
export const CreateTeamInput = z.object({ name: teamName(), leaderPhone: RosterPhone, version: RosterVersion });
export type CreateTeamInput = z.infer<typeof CreateTeamInput>;

export const CreateTeamResponse = z.object({ id: z.string().min(1) });
export type CreateTeamResponse = z.infer<typeof CreateTeamResponse>;

/** POST /teams/:teamId/members and PUT /teams/:teamId/leader. */
export const PhoneInput = z.object({ phone: RosterPhone, version: RosterVersion });
export type PhoneInput = z.infer<typeof PhoneInput>;

/** The `:phone` of /members/:phone… */
export const PhoneParams = z.object({ phone: RosterPhone });
export type PhoneParams = z.infer<typeof PhoneParams>;

/** PUT /members/:phone/team. */
export const MoveMemberInput = z.object({ teamId: z.string(), version: RosterVersion });
export type MoveMemberInput = z.infer<typeof MoveMemberInput>;

/** PUT /teams/:teamId: rename. */
export const RenameTeamInput = z.object({ name: teamName(), version: RosterVersion });
export type RenameTeamInput = z.infer<typeof RenameTeamInput>;

/** What every accepted roster change answers: the roster's version after it. */
export const RosterChangeResponse = z.object({ ok: z.literal(true), version: z.number().int().min(1) });
export type RosterChangeResponse = z.infer<typeof RosterChangeResponse>;

export const RosterPlayer = z.object({ phone: z.string(), name: z.string() });
export type RosterPlayer = z.infer<typeof RosterPlayer>;

/**
 * POST /roster/import: the body is the file's bytes as they are (`application/octet-stream`, `text/csv` or the
 * .xlsx type), so the server tells an .xlsx workbook from a CSV and detects a CSV's encoding; `?check=1` answers the
 * preview and writes nothing.
 */
export const RosterImportQuery = z.object({
  check: z.literal('1', { error: '参数 check 只能是 1' }).optional(),
  /** Required when importing (not when checking): the roster version the preview was made from. */
  version: z
    .string({ error: TEXTS.versionRequired })
    .regex(/^\d{1,9}$/, { error: TEXTS.versionRequired })
    .transform(Number)
    .optional(),
});
export type RosterImportQuery = z.infer<typeof RosterImportQuery>;

export const RosterEncoding = z.enum(Object.keys(ROSTER_FILE_ENCODINGS) as [RosterFileEncoding, ...RosterFileEncoding[]]);

/** One row the import refuses, numbered as a spreadsheet numbers its rows (first row is 1). */
export const RosterCsvProblem = z.object({ line: z.number().int().min(1), reason: z.string() });
export type RosterCsvProblem = z.infer<typeof RosterCsvProblem>;

/** One row the import would add as a team. */
export const RosterPreviewTeam = z.object({ line: z.number().int().min(1), name: z.string(), leader: RosterPlayer, members: z.array(RosterPlayer) });
export type RosterPreviewTeam = z.infer<typeof RosterPreviewTeam>;

/** What a file holds, checked against the game: every row that is not blank is a team or a problem. */
export const RosterImportPreview = z.object({
  encoding: RosterEncoding,
  /** The header's row, when the first row names its columns. */
  headerLine: z.number().int().min(1).nullable(),
  teams: z.array(RosterPreviewTeam),
  players: z.number().int().min(0),
  problems: z.array(RosterCsvProblem),
});
export type RosterImportPreview = z.infer<typeof RosterImportPreview>;

export const RosterImportResponse = z.object({
  teams: z.number().int(),
  players: z.number().int(),
  encoding: RosterEncoding,
  version: z.number().int().min(1),
});
export type RosterImportResponse = z.infer<typeof RosterImportResponse>;

/** 422 ROSTER_CSV_INVALID: nothing imported, every refused row listed (and the encoding, when the file could be read). */
export const RosterCsvRefusal = z.looseObject({
  success: z.literal(false),
  error: z.literal('ROSTER_CSV_INVALID'),
  message: z.string().min(1),
  encoding: RosterEncoding.optional(),
  problems: z.array(RosterCsvProblem),
});
export type RosterCsvRefusal = z.infer<typeof RosterCsvRefusal>;

export const RosterTeam = z.object({
  id: z.string(),
  name: z.string(),
  /** pilotsh only: the area the team is in. */
  currentAreaSeq: z.number().int().optional(),
  leader: RosterPlayer.nullable(),
  members: z.array(RosterPlayer),
});
export type RosterTeam = z.infer<typeof RosterTeam>;

/** GET /roster: the teams and the registered players in none, first registered first, and the version they are. */
export const Roster = z.object({
  version: z.number().int().min(0),
  teams: z.array(RosterTeam),
  unassigned: z.array(RosterPlayer.extend({ registeredAt: z.string() })),
});
export type Roster = z.infer<typeof Roster>;

/** 409 ROSTER_STALE: the roster changed since the version the change was made from; nothing written. */
export const RosterStaleRefusal = z.looseObject({
  success: z.literal(false),
  error: z.literal('ROSTER_STALE'),
  message: z.string().min(1),
  version: z.number().int().min(0),
});
export type RosterStaleRefusal = z.infer<typeof RosterStaleRefusal>;
