import type { Router } from 'express';
import mongoose, { Schema, type Model } from 'mongoose';
import { SuspensionInput, type SuspendedTeamsResponse, type TeamSuspensionResponse } from '@citygames/contracts/organizer/player-access.schema';
import type { Game, TokenClaims } from '../../auth/auth-token.js';
import type { TeamSuspensionLookup } from '../../auth/player-access.js';
import { notFound, upsertRetryingOnce } from '../../http/errors.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import type { CorrectionTarget } from './team-correction-routes.js';
import { CORRECTION_ROUTE_TEXTS } from './team-correction-texts.js';
import { resultIsAnswer, runTransaction } from '../../data/transaction.js';
import { parseInput } from '../../http/validation.js';

/**
 * The teams an organiser suspended, one document per team (`_id` = the team's id), in the game's own database and apart
 * from the roster (however a game stores its teams). While one is there, every player request of its members is a 401
 * TEAM_SUSPENDED at the game's gate (game-open-gate.ts, player-access.ts).
 */
interface StoredTeamSuspension {
  _id: string;
  teamName: string;
  organizerName: string;
  at: Date;
}

const TeamSuspension: Model<StoredTeamSuspension> =
  (mongoose.models.TeamSuspension as Model<StoredTeamSuspension> | undefined) ??
  mongoose.model<StoredTeamSuspension>(
    'TeamSuspension',
    new Schema<StoredTeamSuspension>(
      {
        _id: { type: String, required: true },
        teamName: { type: String, required: true },
        organizerName: { type: String, required: true },
        at: { type: Date, required: true },
      },
      { collection: 'team_suspensions', versionKey: false },
    ),
  );

/**
 * The gate's question (game-open-gate.ts `teamSuspended`) from the game's own way of finding a player's team. With no team
 * suspended (the usual day) it is one read and the team is not looked up.
 */
export function teamSuspensionLookup(teamIdOf: (player: TokenClaims, token: string) => Promise<string | null>): TeamSuspensionLookup {
  return async (player, token) => {
    if (!(await TeamSuspension.exists({}))) return false;
    const teamId = await teamIdOf(player, token);
    return teamId !== null && (await TeamSuspension.exists({ _id: teamId })) !== null;
  };
}

export const TEAM_SUSPENSION_TEXTS = {
  suspended: (team: string) => `暂停了队伍「${team}」`,
  reinstated: (team: string) => `恢复了队伍「${team}」`,
} as const;

/**
 * `PUT /teams/:teamId/suspension {suspended}` and `GET /suspended-teams` under a game's organiser router: the change and its
 * audit entry commit together; the state the team already has changes nothing and records nothing (`changed: false`).
 */
export function addTeamSuspensionRoutes(
  api: Router,
  options: { game: Game; now: () => Date; findTeam: (teamId: string) => Promise<CorrectionTarget | null> },
): void {
  api.put('/teams/:teamId/suspension', async (req, res) => {
    const { suspended } = parseInput(SuspensionInput, req.body ?? {});
    const team = await options.findTeam(String(req.params.teamId ?? ''));
    if (!team) throw notFound(CORRECTION_ROUTE_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
    const organizer = currentOrganizer(req);
    const at = options.now();
    // two organisers suspending at once: the loser's insert hits the `_id`, its retry finds the team suspended
    const answer = await upsertRetryingOnce(() =>
      runTransaction(
        async (session): Promise<TeamSuspensionResponse> => {
          const current = await TeamSuspension.exists({ _id: team.id }).session(session);
          if ((current !== null) === suspended) return { team, suspended, changed: false };
          if (suspended) await TeamSuspension.create([{ _id: team.id, teamName: team.name, organizerName: organizer.name, at }], { session });
          else await TeamSuspension.deleteOne({ _id: team.id }, { session });
          const summary = suspended ? TEAM_SUSPENSION_TEXTS.suspended(team.name) : TEAM_SUSPENSION_TEXTS.reinstated(team.name);
          await recordOrganizerAction(
            organizer,
            { scope: options.game, action: suspended ? 'team.suspend' : 'team.reinstate', summary, team: team.name },
            at,
            session,
          );
          return { team, suspended, changed: true };
        },
        // a retry of a lost reply hears "changed" again, not "nothing to change"
        { answer: resultIsAnswer<TeamSuspensionResponse>() },
      ),
    );
    res.json(answer);
  });

  api.get('/suspended-teams', async (_req, res) => {
    const found = await TeamSuspension.find().sort({ at: 1 }).lean();
    res.json({ teams: found.map((entry) => ({ id: entry._id, name: entry.teamName })) } satisfies SuspendedTeamsResponse);
  });
}
