import { Router } from 'express';
import type { ScratchCardView, ScratchDrawResponse, ScratchStatusResponse } from '@citygames/contracts/polish120/scratch.schema';
import { conflict } from '@citygames/service-kit/http/errors';
import type { Polish120Context } from '../context.js';
import { drawWeighted } from '../domain/scratch-draw.js';
import { playerContext } from '../teams/player-context.js';
import { texts } from '../texts.js';
import type { ScratchDrawDocument } from './scratch-draw.model.js';
import { drawTeamScratchCard, listTeamScratchDraws } from './scratch-draw.repository.js';

const cardView = (draw: ScratchDrawDocument): ScratchCardView => ({
  card: draw.card,
  value: draw.value,
  drawnAt: draw.drawnAt.toISOString(),
  drawnBy: draw.playerName,
});

/**
 * The team's scratch cards: each team may draw the pack's `scratch.cardsPerTeam` cards (default 1),
 * shared by its members; only members of a team draw (403 NOT_IN_TEAM otherwise). A drawn card
 * stays the team's, so reloading the page shows it again instead of drawing a new value.
 */
export function createScratchRoutes({ now, random }: Polish120Context): Router {
  const router = Router();

  router.get('/scratch', async (req, res) => {
    const { pack, team } = await playerContext(req);
    const cards = (await listTeamScratchDraws(team.id)).map(cardView);
    const { cardsPerTeam } = pack.scratch;
    const body: ScratchStatusResponse = { cardsPerTeam, remaining: Math.max(0, cardsPerTeam - cards.length), cards };
    res.json(body);
  });

  router.post('/scratch/draw', async (req, res) => {
    const { pack, team, user } = await playerContext(req);
    const { cardsPerTeam } = pack.scratch;
    const drawn = await drawTeamScratchCard(team.id, cardsPerTeam, () => ({
      playerId: user.id,
      playerName: user.name,
      value: drawWeighted(pack.scratch.outcomes, random).label,
      drawnAt: now(),
    }));
    if (!drawn) throw conflict(texts.scratchUsedUp(cardsPerTeam), 'SCRATCH_USED_UP', { cardsPerTeam, remaining: 0 });
    const body: ScratchDrawResponse = { ...cardView(drawn), cardsPerTeam, remaining: cardsPerTeam - drawn.card };
    res.json(body);
  });

  return router;
}
