import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { ROSTER_FILE_MAX_BYTES, ROSTER_INPUT_TEXTS } from '@citygames/contracts/organizer/roster.rules';
import {
  CreateTeamInput,
  type CreateTeamResponse,
  MoveMemberInput,
  PhoneInput,
  PhoneParams,
  type Roster,
  type RosterChangeResponse,
  type RosterImportPreview,
  RosterImportQuery,
  type RosterImportResponse,
} from '@citygames/contracts/organizer/roster.schema';
import { badRequest, HttpError } from './errors.js';
import { currentOrganizer } from './organizer-auth.js';
import type { RosterCsvCheck } from './roster-csv.js';
import { decodeRosterFile, type DecodedRosterFile } from './roster-file-encoding.js';
import type { OrganizerUser } from './organizer-token.js';
import { parseInput } from './validation.js';

/** Who changes a roster, and when: what every change records in the audit log. */
export interface RosterActor {
  organizer: OrganizerUser;
  now: Date;
}

/** A game's own roster reads and writes; each refuses with an HttpError. */
export interface RosterOperations {
  read: () => Promise<Roster>;
  /** Answers the new team's id. */
  createTeam: (actor: RosterActor, input: CreateTeamInput) => Promise<string>;
  addMember: (actor: RosterActor, teamId: string, phone: string) => Promise<void>;
  changeLeader: (actor: RosterActor, teamId: string, phone: string) => Promise<void>;
  moveMember: (actor: RosterActor, phone: string, toTeamId: string) => Promise<void>;
  removeMember: (actor: RosterActor, phone: string) => Promise<void>;
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

const CHANGED: RosterChangeResponse = { ok: true };

/**
 * The roster routes of pilotsh and polish120, relative to the game's organiser router (behind its
 * organiser guard): both take and answer the shapes of contracts' organizer/roster.schema.
 * `teamId` is the game's own form of a team id (an ObjectId in pilotsh, the pack's id in polish120).
 */
export function addRosterRoutes(api: Router, options: { teamId: z.ZodType<string>; now: () => Date; operations: RosterOperations }): void {
  const { operations } = options;
  const TeamParams = z.object({ teamId: options.teamId });
  const GameMoveMemberInput = MoveMemberInput.extend({ teamId: options.teamId });
  const actor = (req: Request): RosterActor => ({ organizer: currentOrganizer(req), now: options.now() });

  api.get('/roster', async (_req, res) => {
    const answer: Roster = await operations.read();
    res.json(answer);
  });
  api.post('/teams', async (req, res) => {
    const input = parseInput(CreateTeamInput, req.body);
    const answer: CreateTeamResponse = { id: await operations.createTeam(actor(req), input) };
    res.status(201).json(answer);
  });
  api.post('/teams/:teamId/members', async (req, res) => {
    const { teamId } = parseInput(TeamParams, req.params);
    const { phone } = parseInput(PhoneInput, req.body);
    await operations.addMember(actor(req), teamId, phone);
    res.status(201).json(CHANGED);
  });
  api.put('/teams/:teamId/leader', async (req, res) => {
    const { teamId } = parseInput(TeamParams, req.params);
    const { phone } = parseInput(PhoneInput, req.body);
    await operations.changeLeader(actor(req), teamId, phone);
    res.json(CHANGED);
  });
  api.put('/members/:phone/team', async (req, res) => {
    const { phone } = parseInput(PhoneParams, req.params);
    const { teamId } = parseInput(GameMoveMemberInput, req.body);
    await operations.moveMember(actor(req), phone, teamId);
    res.json(CHANGED);
  });
  api.delete('/members/:phone', async (req, res) => {
    const { phone } = parseInput(PhoneParams, req.params);
    await operations.removeMember(actor(req), phone);
    res.json(CHANGED);
  });
  api.post('/roster/import', readRosterFile, async (req, res) => {
    const { check } = parseInput(RosterImportQuery, req.query);
    const file = uploadedRosterFile(req.body);
    const write = check === undefined;
    const result = await withEncoding(file, () => operations.importCsv(actor(req), file.text, write));
    if (!write) {
      const preview: RosterImportPreview = { encoding: file.encoding, ...result };
      res.json(preview);
      return;
    }
    const answer: RosterImportResponse = { teams: result.teams.length, players: result.players, encoding: file.encoding };
    res.status(201).json(answer);
  });
}
