import type { Request, Router } from 'express';
import { z } from 'zod';
import { currentOrganizer } from '@citygames/service-kit/organizer-auth';
import { createTeamInput, phoneInput, phoneParams, rosterCsvInput } from '@citygames/service-kit/roster-inputs';
import { parseInput } from '@citygames/service-kit/validation';
import {
  addPolish120Member,
  changePolish120Leader,
  createPolish120Team,
  importPolish120RosterCsv,
  movePolish120Member,
  readPolish120Roster,
  removePolish120Member,
  type RosterActor,
} from './pack-roster.js';

const teamId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '队伍编号格式不正确' });
const teamParams = z.object({ teamId });
const moveInput = z.object({ teamId });

/** The roster routes of polish120's organiser router (same paths and bodies as pilotsh's). */
export function addPolish120RosterRoutes(api: Router, now: () => Date): void {
  const actor = (req: Request): RosterActor => ({ organizer: currentOrganizer(req), now: now() });
  api.get('/roster', async (_req, res) => {
    res.json(await readPolish120Roster());
  });
  api.post('/teams', async (req, res) => {
    res.status(201).json({ id: await createPolish120Team(actor(req), parseInput(createTeamInput, req.body)) });
  });
  api.post('/teams/:teamId/members', async (req, res) => {
    await addPolish120Member(actor(req), parseInput(teamParams, req.params).teamId, parseInput(phoneInput, req.body).phone);
    res.status(201).json({ ok: true });
  });
  api.put('/teams/:teamId/leader', async (req, res) => {
    await changePolish120Leader(actor(req), parseInput(teamParams, req.params).teamId, parseInput(phoneInput, req.body).phone);
    res.json({ ok: true });
  });
  api.put('/members/:phone/team', async (req, res) => {
    await movePolish120Member(actor(req), parseInput(phoneParams, req.params).phone, parseInput(moveInput, req.body).teamId);
    res.json({ ok: true });
  });
  api.delete('/members/:phone', async (req, res) => {
    await removePolish120Member(actor(req), parseInput(phoneParams, req.params).phone);
    res.json({ ok: true });
  });
  api.post('/roster/import', async (req, res) => {
    res.status(201).json(await importPolish120RosterCsv(actor(req), parseInput(rosterCsvInput, req.body).csv));
  });
}
