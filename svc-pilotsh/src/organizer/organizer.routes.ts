import { Router } from 'express';
import { z } from 'zod';
import { objectIdString, parseInput } from '@citygames/service-kit/validation';
import {
  createTeamInput as createTeamSchema,
  phoneInput as phoneBodySchema,
  phoneParams as phoneParamSchema,
  rosterCsvInput as csvSchema,
} from '@citygames/service-kit/roster-inputs';
import { currentOrganizer, requireOrganizer } from '@citygames/service-kit/organizer-auth';
import { latestOrganizerActions } from '@citygames/service-kit/organizer-actions';
import { countActivePlayers } from '@citygames/service-kit/player-activity';
import { beijingTime, sendCsv, toExcelCsv } from '@citygames/service-kit/results-csv';
import { addPackRoutes } from '@citygames/service-kit/organizer-pack-routes';
import { pilotshPackImport } from '../cli/import-pack-command.js';
import { findEventContent } from '../content/event-content.js';
import { CURRENT_CONTENT_ID, EventContent } from '../content/event-content.model.js';
import type { PilotshContext } from '../context.js';
import { addMember, changeLeader, createTeam, moveMember, removeMember, type RosterActor } from './roster-changes.js';
import { importRosterCsv } from './roster-csv.js';
import { readRoster } from './roster-view.js';
import { readTeamBoard } from './team-board.js';

const teamParamSchema = z.object({ teamId: objectIdString });
const moveSchema = z.object({ teamId: objectIdString });
const limitSchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(30) });

/**
 * Everything the organiser console asks of pilotsh (organiser tokens only). The paths below are
 * relative to /api/pilotsh/organizer: the organiser guard covers that prefix, and the shared pack
 * routes are added relative to it.
 */
export function createOrganizerRoutes(ctx: PilotshContext): Router {
  const router = Router();
  const api = Router();
  router.use('/organizer', requireOrganizer(ctx.publicKey), api);
  const actor = (req: Parameters<typeof currentOrganizer>[0]): RosterActor => ({ organizer: currentOrganizer(req), now: ctx.now() });

  api.get('/summary', async (_req, res) => {
    const [roster, active, content] = await Promise.all([readRoster(), countActivePlayers(ctx.now()), findEventContent()]);
    res.json({
      teams: roster.teams.length,
      playersInTeams: roster.teams.reduce((sum, team) => sum + (team.leader ? 1 : 0) + team.members.length, 0),
      unassigned: roster.unassigned.length,
      activePlayers: active,
      pack: content ? { name: content.pack.event.name } : null,
    });
  });
  api.get('/actions', async (req, res) => {
    const { limit } = parseInput(limitSchema, req.query);
    res.json({ actions: await latestOrganizerActions(limit) });
  });

  api.get('/roster', async (_req, res) => {
    res.json(await readRoster());
  });
  api.post('/teams', async (req, res) => {
    const input = parseInput(createTeamSchema, req.body);
    res.status(201).json({ id: await createTeam(actor(req), input) });
  });
  api.post('/teams/:teamId/members', async (req, res) => {
    const { teamId } = parseInput(teamParamSchema, req.params);
    const { phone } = parseInput(phoneBodySchema, req.body);
    await addMember(actor(req), teamId, phone);
    res.status(201).json({ ok: true });
  });
  api.put('/teams/:teamId/leader', async (req, res) => {
    const { teamId } = parseInput(teamParamSchema, req.params);
    const { phone } = parseInput(phoneBodySchema, req.body);
    await changeLeader(actor(req), teamId, phone);
    res.json({ ok: true });
  });
  api.put('/members/:phone/team', async (req, res) => {
    const { phone } = parseInput(phoneParamSchema, req.params);
    const { teamId } = parseInput(moveSchema, req.body);
    await moveMember(actor(req), phone, teamId);
    res.json({ ok: true });
  });
  api.delete('/members/:phone', async (req, res) => {
    const { phone } = parseInput(phoneParamSchema, req.params);
    await removeMember(actor(req), phone);
    res.json({ ok: true });
  });
  api.post('/roster/import', async (req, res) => {
    const { csv } = parseInput(csvSchema, req.body);
    res.status(201).json(await importRosterCsv(actor(req), csv));
  });

  addPackRoutes(api, {
    command: pilotshPackImport,
    now: ctx.now,
    live: async () => {
      const current = await EventContent.findById(CURRENT_CONTENT_ID, { 'pack.event.name': 1, importedAt: 1 }).lean();
      return current ? { name: current.pack.event.name, importedAt: current.importedAt.toISOString() } : null;
    },
  });

  api.get('/board', async (_req, res) => {
    res.json({ teams: await readTeamBoard(ctx.now()) });
  });
  api.get('/results.csv', async (_req, res) => {
    const rows = await readTeamBoard(ctx.now());
    const csv = toExcelCsv(
      ['队伍', '队长', '队员', '当前区域', '到过的区域数', '完成任务数', '开始时间', '最后完成任务时间'],
      rows.map((row) => [
        row.name,
        row.leader,
        row.members.join('、'),
        row.currentArea,
        row.areasVisited,
        row.tasksSolved,
        beijingTime(row.createdAt),
        beijingTime(row.lastSolvedAt),
      ]),
    );
    sendCsv(res, '领航上海成绩.csv', csv);
  });
  return router;
}
