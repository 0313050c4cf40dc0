import type { ClientSession } from 'mongoose';
import type { Router } from 'express';
import type { Game } from '../../auth/auth-token.js';
import { ProgressResetInput, type ProgressResetResponse } from '@citygames/contracts/organizer/progress-reset.schema';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import type { OrganizerUser } from '../../auth/organizer-token.js';
import { bumpRosterVersion } from '../roster/roster-version.js';
import { resultIsAnswer, runTransaction } from '../../data/transaction.js';
import { parseInput } from '../../http/validation.js';

/**
 * `POST /progress/reset`: every team of the game starts over (the game's own per-team reset, for all
 * teams) while the roster and the content stay. It is not part of publishing: the organiser asks for it
 * on its own and types the confirmation phrase. The resets, the roster version (a console view from
 * before is stale) and the audit entry commit in one transaction.
 */
export function addProgressResetRoute(
  api: Router,
  options: { game: Game; now: () => Date; resetAll: (session: ClientSession, by: { organizer: OrganizerUser; now: Date }) => Promise<number> },
): void {
  api.post('/progress/reset', async (req, res) => {
    parseInput(ProgressResetInput, req.body ?? {});
    const organizer = currentOrganizer(req);
    const now = options.now();
    const answer = await runTransaction(
      async (session) => {
        const count = await options.resetAll(session, { organizer, now });
        await bumpRosterVersion(options.game, session);
        const summary = `清空全部进度：${count} 支队伍从头开始（名单和内容不变）`;
        await recordOrganizerAction(organizer, { scope: options.game, action: 'progress.reset-all', summary }, now, session);
        const reset: ProgressResetResponse = { ok: true, message: `已清空全部进度：${count} 支队伍从头开始`, teams: count };
        return reset;
      },
      // a retry of a lost reply hears how many teams this reset cleared, not 409
      { answer: resultIsAnswer<ProgressResetResponse>() },
    );
    res.json(answer);
  });
}
