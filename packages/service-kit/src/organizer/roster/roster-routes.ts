import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { ROSTER_FILE_MAX_BYTES, ROSTER_INPUT_TEXTS } from '@citygames/contracts/organizer/roster.rules';
import {
  CreateTeamInput,
  type CreateTeamResponse,
  MoveMemberInput,
  PhoneInput,
  PhoneParams,
  RenameTeamInput,
  type Roster,
  type RosterChangeResponse,
  type RosterImportPreview,
  RosterImportQuery,
  type RosterImportResponse,
  RosterVersionInput,
} from '@citygames/contracts/organizer/roster.schema';
import { badRequest, HttpError } from '../../http/errors.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import type { RosterCsvCheck } from './roster-csv.js';
import { rosterCsv } from './roster-csv-export.js';
import { decodeRosterFile, type DecodedRosterFile } from './roster-file-encoding.js';
import { readRosterVersion } from './roster-version.js';
import { sendCsv } from '../../pure/results-csv.js';
import type { OrganizerUser } from '../../auth/organizer-token.js';
import { parseInput } from '../../http/validation.js';

/**
 * Who changes a roster, when, and from which roster version: what every change records in the audit
 * log, and what it claims in its transaction (roster-version.ts runRosterChange).
 */
export interface RosterActor {
  organizer: OrganizerUser;
  now: Date;
  version: number;
}

/** A game's own roster reads and writes; each refuses with an HttpError, a stale version with 409 ROSTER_STALE. */
export interface RosterOperations {
  /** The teams and the waiting players (the version is added by the route). */
  read: () => Promise<Omit<Roster, 'version'>>;
  /** Answers the new team's id. */
  createTeam: (actor: RosterActor, input: CreateTeamInput) => Promise<string>;
  addMember: (actor: RosterActor, teamId: string, phone: string) => Promise<void>;
  changeLeader: (actor: RosterActor, teamId: string, phone: string) => Promise<void>;
  moveMember: (actor: RosterActor, phone: string, toTeamId: string) => Promise<void>;
  removeMember: (actor: RosterActor, phone: string) => Promise<void>;
  renameTeam: (actor: RosterActor, teamId: string, name: string) => Promise<void>;
  /** Deletes the team and its progress; its players return to the waiting list. */
  deleteTeam: (actor: RosterActor, teamId: string) => Promise<void>;
  /** Forgets the team's progress (the game's own reset), all or nothing. */
  resetTeam: (actor: RosterActor, teamId: string) => Promise<void>;
  /** Checks a roster file against the game (checkRosterCsv); writes its teams only when `write` and no row has a problem (acceptedTeams). */
  importCsv: (actor: RosterActor, text: string, write: boolean) => Promise<RosterCsvCheck>;
}

/** A roster file travels as its bytes (not as JSON text), so the server sees and detects its encoding. */
const ROSTER_FILE_TYPES = ['application/octet-stream', 'text/csv', 'text/plain'];
const rawRosterFile = express.raw({ type: ROSTER_FILE_TYPES, limit: ROSTER_FILE_MAX_BYTES });
const readRosterFile: RequestHandler = (req, res, next) => {
  rawRosterFile(req, res, (error?: unknown) => {
    const tooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
    next(tooLarge ? new HttpError(413, 'ROSTER_FILE_TOO_LARGE', ROSTER_INPUT_TEXTS.csvTooLarge) : error);
  });
};

function uploadedRosterFile(body: unknown): DecodedRosterFile {
  if (!Buffer.isBuffer(body)) throw badRequest(ROSTER_INPUT_TEXTS.csvMissing, 'ROSTER_FILE_MISSING');
  if (body.length === 0) throw badRequest(ROSTER_INPUT_TEXTS.csvEmpty, 'ROSTER_FILE_EMPTY');
  return decodeRosterFile(body);
}

/** A refused file's answer also names the encoding it was read in, as the preview does. */
async function withEncoding<T>(file: DecodedRosterFile, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'ROSTER_CSV_INVALID') {
      throw new HttpError(error.status, error.code, error.message, { ...error.extra, encoding: file.encoding });
    }
    throw error;
  }
}

/** A change that went through claimed `seen`, so the roster is now at the next version. */
const changed = (actor: RosterActor): RosterChangeResponse => ({ ok: true, version: actor.version + 1 });

/**
 * The roster routes of pilotsh and polish120, relative to the game's organiser router (behind its
 * organiser guard): both take and answer the shapes of contracts' organizer/roster.schema.
 * `teamId` is the game's own form of a team id (an ObjectId in pilotsh, the pack's id in polish120).
 */
export function addRosterRoutes(
  api: Router,
  options: { game: RosterGameId; teamId: z.ZodType<string>; now: () => Date; operations: RosterOperations; csvFileName: string },
): void {
  const { operations, game } = options;
  const TeamParams = z.object({ teamId: options.teamId });
  const GameMoveMemberInput = MoveMemberInput.extend({ teamId: options.teamId });
  const actor = (req: Request, version: number): RosterActor => ({ organizer: currentOrganizer(req), now: options.now(), version });
  // The version is read first: a change committed between the two reads makes the view older, never newer, than it says.
  const readRoster = async (): Promise<Roster> => {
    const version = await readRosterVersion(game);
    return { version, ...(await operations.read()) };
  };

  api.get('/roster', async (_req, res) => {
    res.json(await readRoster());
  });
  api.get('/roster.csv', async (_req, res) => {
    sendCsv(res, options.csvFileName, rosterCsv(await readRoster()));
  });
  api.post('/teams', async (req, res) => {
    const input = parseInput(CreateTeamInput, req.body);
    const answer: CreateTeamResponse = { id: await operations.createTeam(actor(req, input.version), input) };
    res.status(201).json(answer);
  });
  /** A change of the roster: its path parameters and body (with the version it was made from) parsed, run, answered with the next version. */
  function change<Params, Body extends { version: number }>(
    params: z.ZodType<Params>,
    body: z.ZodType<Body>,
    run: (by: RosterActor, params: Params, body: Body) => Promise<void>,
    status: 200 | 201 = 200,
  ): RequestHandler {
    return async (req, res) => {
      const parsedParams = parseInput(params, req.params);
      const parsedBody = parseInput(body, req.body ?? {});
      const by = actor(req, parsedBody.version);
      await run(by, parsedParams, parsedBody);
      res.status(status).json(changed(by));
    };
  }
  api.put(
    '/teams/:teamId',
    change(TeamParams, RenameTeamInput, (by, { teamId }, { name }) => operations.renameTeam(by, teamId, name)),
  );
  api.delete(
    '/teams/:teamId',
    change(TeamParams, RosterVersionInput, (by, { teamId }) => operations.deleteTeam(by, teamId)),
  );
  api.post(
    '/teams/:teamId/reset',
    change(TeamParams, RosterVersionInput, (by, { teamId }) => operations.resetTeam(by, teamId)),
  );
  api.post(
    '/teams/:teamId/members',
    change(TeamParams, PhoneInput, (by, { teamId }, { phone }) => operations.addMember(by, teamId, phone), 201),
  );
  api.put(
    '/teams/:teamId/leader',
    change(TeamParams, PhoneInput, (by, { teamId }, { phone }) => operations.changeLeader(by, teamId, phone)),
  );
  api.put(
    '/members/:phone/team',
    change(PhoneParams, GameMoveMemberInput, (by, { phone }, { teamId }) => operations.moveMember(by, phone, teamId)),
  );
  api.delete(
    '/members/:phone',
    change(PhoneParams, RosterVersionInput, (by, { phone }) => operations.removeMember(by, phone)),
  );
  api.post('/roster/import', readRosterFile, async (req, res) => {
    const { check, version } = parseInput(RosterImportQuery, req.query);
    const write = check === undefined;
    const file = uploadedRosterFile(req.body);
    if (write && version === undefined) throw badRequest(ROSTER_INPUT_TEXTS.versionRequired, 'VALIDATION_FAILED');
    const by = actor(req, version ?? 0);
    const result = await withEncoding(file, () => operations.importCsv(by, file.text, write));
    if (!write) {
      const preview: RosterImportPreview = { encoding: file.encoding, ...result };
      res.json(preview);
      return;
    }
    const answer: RosterImportResponse = { teams: result.teams.length, players: result.players, encoding: file.encoding, version: by.version + 1 };
    res.status(201).json(answer);
  });
}
