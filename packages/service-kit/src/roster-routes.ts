import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  CreateTeamInput,
  type CreateTeamResponse,
  MoveMemberInput,
  PhoneInput,
  PhoneParams,
  type Roster,
  type RosterChangeResponse,
  RosterCsvInput,
  type RosterImportResponse,
} from '@citygames/contracts/organizer/roster.schema';
import { currentOrganizer } from './organizer-auth.js';
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
  importCsv: (actor: RosterActor, csv: string) => Promise<RosterImportResponse>;
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
  api.post('/roster/import', async (req, res) => {
    const { csv } = parseInput(RosterCsvInput, req.body);
    const answer: RosterImportResponse = await operations.importCsv(actor(req), csv);
    res.status(201).json(answer);
  });
}
