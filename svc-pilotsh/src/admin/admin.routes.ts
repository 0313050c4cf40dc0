import express, { type Router } from 'express';
import { StepDrawInput, type StepDrawResponse } from '@citygames/contracts/pilotsh/admin.schema';
import { gameAdminActor } from '@citygames/service-kit/organizer/console/organizer-actions';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth/auth-middleware';
import { parseInput } from '@citygames/service-kit/http/validation';
import { requireEventContent } from '../content/event-content.js';
import type { PilotshContext } from '../context.js';
import { stepLabel, stepsForRoll } from '../domain/step-draw.js';
import { godGive } from './god-give.js';

/** The game admin's calls (the 「我是上帝」 tab): grants and resets, and the step draws of the admin toys. */
export function createAdminRoutes(ctx: PilotshContext): Router {
  const router = express.Router();

  router.post('/team/god_give', requireAdmin, async (req, res) => {
    const content = await requireEventContent();
    const admin = currentUser(req);
    res.json(await godGive(req.body, content, { adminName: admin.name, actor: gameAdminActor(admin, 'pilotsh'), now: ctx.now(), roll: ctx.roll }));
  });

  router.post('/admin/step-draw', requireAdmin, (req, res) => {
    const { count } = parseInput(StepDrawInput, req.body ?? {});
    const cards = Array.from({ length: count }, () => {
      const steps = stepsForRoll(ctx.roll());
      return { steps, label: stepLabel(steps) };
    });
    res.json({ cards } satisfies StepDrawResponse);
  });

  return router;
}
