import type { Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import {
  CreateTeamInput,
  type CreateTeamResponse,
  MoveMemberInput,
  PhoneInput,
  PhoneParams,
  RenameTeamInput,
  type Roster,
  type RosterChangeResponse,
  RosterVersionInput,
} from '@citygames/contracts/organizer/roster.schema';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { parseInput } from '../../http/validation.js';
import { sendCsv } from '../../pure/results-csv.js';
import { rosterCsv } from './roster-csv-export.js';
import { addRosterImportRoute } from './roster-import-route.js';
import type { RosterActor, RosterOperations } from './roster-operations.js';
import { readRosterVersion, type RosterClaim } from './roster-version.js';

/** A change that went through claimed `seen`, so the roster is now at the next version. */
const changed = (version: number): RosterChangeResponse => ({ ok: true, version });

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
  // The route's answer commits with the change (runRosterChange): a retry of a lost reply hears it again.
  const actor = (req: Request, version: number, answer?: RosterClaim['answer']): RosterActor => ({
    organizer: currentOrganizer(req),
    now: options.now(),
    version,
    answer,
  });
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
    const created = (id: unknown): CreateTeamResponse => ({ id: String(id) });
    const id = await operations.createTeam(actor(req, input.version, { status: 201, of: ({ result }) => created(result) }), input);
    res.status(201).json(created(id));
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
      const by = actor(req, parsedBody.version, { status, of: ({ version }) => changed(version) });
      await run(by, parsedParams, parsedBody);
      res.status(status).json(changed(by.version + 1));
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
  addRosterImportRoute(api, operations, actor);
}
