import { Router } from 'express';
import type { VisitedAreasResponse } from '@citygames/contracts/polish120/areas.schema';
import type { Polish120Context } from '../context.js';
import { startedPlayerContext } from '../teams/player-context.js';
import { listAreaVisits } from './area-visits.js';

/** GET /area/visited: the areas the team has been to, with when and how. */
export function createAreaRoutes(_ctx: Polish120Context): Router {
  const router = Router();
  router.get('/area/visited', async (req, res) => {
    const { pack, state } = await startedPlayerContext(req);
    const names = new Map(pack.areas.map((area) => [area.id, area.name]));
    const visits = await listAreaVisits(pack, state);
    const body: VisitedAreasResponse = {
      areas: visits.map((visit) => ({
        id: visit.areaId,
        name: names.get(visit.areaId) ?? `区域 ${visit.areaId}`,
        visitedAt: visit.visitedAt,
        via: visit.via,
      })),
    };
    res.json(body);
  });
  return router;
}
