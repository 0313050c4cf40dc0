import type { Router } from 'express';
import { StudioImpactQuery, type StudioCheckResponse, type StudioImpactResponse } from '@citygames/contracts/organizer/studio.schema';
import { parseInput } from '../../http/validation.js';
import type { StudioContext } from './studio-context.js';
import { draftView } from './studio-store.js';
import { STUDIO_TEXTS } from './studio-texts.js';

/** Before publishing: the import's own check of the draft, and what publishing it would do to the teams playing now. */
export function addStudioCheckRoutes<Checked>(api: Router, studio: StudioContext<Checked>): void {
  const { command } = studio.options;

  api.post('/studio/draft/check', async (_req, res) => {
    const draft = await studio.requireDraft();
    const checked = command.check(draftView(draft, studio.keyOrder).pack);
    const answer: StudioCheckResponse = { ok: checked.ok, draftVersion: draft.version, issues: checked.ok ? [] : checked.issues };
    res.json(answer);
  });

  api.get('/studio/impact', async (req, res) => {
    const query = parseInput(StudioImpactQuery, req.query);
    const flags = (query.options ?? '').split(',').filter((flag) => flag !== '');
    studio.requireKnownOptions(flags);
    const checked = command.check(draftView(await studio.requireDraft(), studio.keyOrder).pack);
    if (!checked.ok) throw studio.refuseInvalid(checked.issues, STUDIO_TEXTS.impactNeedsCheck);
    const answer: StudioImpactResponse = studio.options.impact
      ? await studio.options.impact(checked.pack, new Set(flags))
      : { summary: command.effect, teams: [], notes: [] };
    res.json(answer);
  });
}
