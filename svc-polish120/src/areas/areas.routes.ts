import { Router } from 'express';
import { startedPlayerContext } from '../http/player-context.js';
import { listAreaVisits } from './area-visits.js';

/** GET /api/polish120/area/visited: the areas the team has been to, with when and how. */
export function areasRoutes(): Router {
  const router = Router();
  router.get('/api/polish120/area/visited', async (req, res) => {
    const { pack, state } = await startedPlayerContext(req);
    const names = new Map(pack.areas.map((area) => [area.id, area.name]));
    const visits = await listAreaVisits(pack, state);
    res.json({
      areas: visits.map((visit) => ({
        id: visit.areaId,
        name: names.get(visit.areaId) ?? `区域 ${visit.areaId}`,
        visitedAt: visit.visitedAt,
        via: visit.via,
      })),
    });
  });
  return router;
}
