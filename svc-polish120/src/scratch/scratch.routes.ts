import { randomInt } from 'node:crypto';
import { Router } from 'express';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import { requireCurrentPack } from '../content/pack-store.js';
import { ScratchDrawModel } from '../data-access/scratch-draw-model.js';
import { drawWeighted } from '../domain/scratch-draw.js';
import { findTeamByPhone } from '../domain/team-lookup.js';

const RANDOM_RESOLUTION = 1_000_000;

/** Uniform in [0, 1) from the OS random source. */
export const cryptoRandom = (): number => randomInt(RANDOM_RESOLUTION) / RANDOM_RESOLUTION;

/** POST /api/polish120/scratch/draw: the server draws the hidden value of a new scratch card. */
export function scratchRoutes(now: () => Date, random: () => number): Router {
  const router = Router();
  router.post('/api/polish120/scratch/draw', async (req, res) => {
    const user = currentUser(req);
    const pack = await requireCurrentPack();
    const outcome = drawWeighted(pack.scratch.outcomes, random);
    const drawnAt = now();
    await ScratchDrawModel.create({
      playerId: user.id,
      playerName: user.name,
      teamId: findTeamByPhone(pack.teams, user.phone)?.id ?? null,
      value: outcome.label,
      drawnAt,
    });
    res.json({ value: outcome.label, drawnAt: drawnAt.toISOString() });
  });
  return router;
}
