import express, { type Router } from 'express';
import { AreaByCodeParams, type AreaByCodeResponse, type AreaView, type AreaVisitedResponse } from '@citygames/contracts/pilotsh/area.schema';
import { notFound } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { requireEventContent } from '../content/event-content.js';
import type { PilotshContext } from '../context.js';
import { requireTeam } from '../teams/team-context.js';
import { TEXTS } from '../texts.js';
import { findAreaByCodeFor } from './area-code-lookup.js';
import { visitsOf } from './area-visit.repository.js';
import { presentArea, presentAreaSummary } from './area-view.js';

/** Where the team stands, where it has been, and the lookup of an area code. */
export function createAreaRoutes(ctx: PilotshContext): Router {
  const router = express.Router();

  router.get('/area/current', async (req, res) => {
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const area = content.area(context.team.currentAreaSeq);
    if (!area) throw notFound(TEXTS.currentAreaMissing, 'AREA_NOT_FOUND');
    res.json(presentArea(area) satisfies AreaView);
  });

  router.get('/area/visited', async (req, res) => {
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const visits = await visitsOf(context.team);
    const areas = visits.flatMap((visit) => {
      const area = content.area(visit.areaSeq);
      return area ? [{ seq: area.seq, name: area.name, visitedAt: visit.visitedAt.toISOString() }] : [];
    });
    res.json({ areas, currentAreaSeq: context.team.currentAreaSeq } satisfies AreaVisitedResponse);
  });

  router.get('/area/by-code/:code', async (req, res) => {
    const { code } = parseInput(AreaByCodeParams, req.params);
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const area = await findAreaByCodeFor(context, content, code, ctx.now());
    res.json({ message: TEXTS.areaFound(area.name), area: presentAreaSummary(area) } satisfies AreaByCodeResponse);
  });

  return router;
}
