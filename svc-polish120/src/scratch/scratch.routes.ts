import { Router } from 'express';
import type { ScratchDrawResponse } from '@citygames/contracts/polish120/scratch.schema';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import { requireCurrentPack } from '../content/event-pack.repository.js';
import type { Polish120Context } from '../context.js';
import { drawWeighted } from '../domain/scratch-draw.js';
import { findTeamByPhone } from '../domain/team-lookup.js';
import { recordScratchDraw } from './scratch-draw.repository.js';

/** POST /scratch/draw: the server draws the hidden value of a new scratch card. */
export function createScratchRoutes({ now, random }: Polish120Context): Router {
  const router = Router();
  router.post('/scratch/draw', async (req, res) => {
    const user = currentUser(req);
    const pack = await requireCurrentPack();
    const outcome = drawWeighted(pack.scratch.outcomes, random);
    const drawnAt = now();
    await recordScratchDraw({
      playerId: user.id,
      playerName: user.name,
      teamId: findTeamByPhone(pack.teams, user.phone)?.id ?? null,
      value: outcome.label,
      drawnAt,
    });
    const body: ScratchDrawResponse = { value: outcome.label, drawnAt: drawnAt.toISOString() };
    res.json(body);
  });
  return router;
}
