import type { Router } from 'express';
import { type CorrectionResponse, PointsCorrectionInput } from '@citygames/contracts/organizer/corrections.schema';
import { notFound } from '@citygames/service-kit/http/errors';
import { currentOrganizer } from '@citygames/service-kit/auth/organizer-auth';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { parseInput } from '@citygames/service-kit/http/validation';
import { applyAssetChanges, claimLedger } from '../assets/team-asset.repository.js';
import { findTargetTeam } from './team-target.js';
import { texts } from '../texts.js';

/**
 * POST /corrections/points: the organiser awards or deducts fanhua's score by hand, with a reason. The score is the team's
 * assets, so the correction moves its 金钱 through the team's ledger (a deduction beyond what it holds is 409
 * INSUFFICIENT_ASSETS); the change and its audit entry commit in one transaction.
 */
export function addPointsCorrectionRoute(api: Router, now: () => Date): void {
  api.post('/corrections/points', async (req, res) => {
    const input = parseInput(PointsCorrectionInput, req.body ?? {});
    const organizer = currentOrganizer(req);
    const team = await findTargetTeam(input.teamId);
    if (!team) throw notFound(texts.team.notFound, 'TEAM_NOT_FOUND');
    const at = now();
    const summary = texts.correction.points(team.name, input.points, input.reason);
    const answer: CorrectionResponse = { summary };
    await runTransaction(
      async (session) => {
        await applyAssetChanges(await claimLedger(team.id, session, at), [{ type: 'money', arg: '', count: input.points }]);
        await recordOrganizerAction(organizer, { scope: 'fanhua', action: 'correction.points', summary, team: team.name }, at, session);
      },
      // a retry of a lost reply hears the correction again, not 409
      { answer: { of: () => answer } },
    );
    res.json(answer);
  });
}
