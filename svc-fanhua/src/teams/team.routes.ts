import { Router } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { FanhuaContext } from '../context.js';
import { TeamCreateInput, TeamExitInput, TeamJoinInput } from '@citygames/contracts/fanhua/teams.schema';
import { requireTeamJoining, requireTeamOf } from './team-access.js';
import {
  createTeamAsPlayer,
  exitTeam,
  joinTeam,
  listTeams,
  MEMBERS_JOIN,
  memberViews,
  type MemberWithPlayer,
  type TeamWithMembers,
} from './team.repository.js';
import { texts } from '../texts.js';

/** /team/*: status, current team, create, join, exit, list. */
export function createTeamRoutes(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/team/status', async (req, res) => {
    const { team } = await requireTeamOf(currentUser(req).id);
    res.json({ success: true, status: team.status, name: team.name, description: team.description });
  });

  router.get('/team/current', async (req, res) => {
    const user = currentUser(req);
    // One round trip: the membership, its team and the team's members with their names.
    const { team, isLeader, joined } = await requireTeamJoining<{ members: MemberWithPlayer[] }>(user.id, [MEMBERS_JOIN]);
    res.json({
      success: true,
      team: { id: String(team._id), name: team.name, description: team.description, invite_code: team.inviteCode, status: team.status },
      members: memberViews(team, joined.members, user.id),
      isLeader,
      is_leader: isLeader,
    });
  });

  router.post('/team/create', async (req, res) => {
    const user = currentUser(req);
    const input = parseInput(TeamCreateInput, req.body ?? {});
    const answer = {
      status: 201,
      of: ({ team, members }: TeamWithMembers) => ({
        success: true,
        message: texts.team.created,
        teamId: String(team._id),
        inviteCode: team.inviteCode,
        members,
      }),
    };
    res.status(answer.status).json(answer.of(await createTeamAsPlayer(user, input, ctx.now(), answer)));
  });

  router.post('/team/join', async (req, res) => {
    const user = currentUser(req);
    const { inviteCode } = parseInput(TeamJoinInput, req.body ?? {});
    const answer = {
      of: ({ team, members }: TeamWithMembers) => ({
        success: true,
        message: texts.team.joined(team.name),
        teamId: String(team._id),
        teamName: team.name,
        members,
      }),
    };
    res.json(answer.of(await joinTeam(user, inviteCode, ctx.now(), answer)));
  });

  router.post('/team/exit', async (req, res) => {
    const user = currentUser(req);
    const input = parseInput(TeamExitInput, req.body ?? {});
    const answer = { of: () => ({ success: true, message: texts.team.left }) };
    await exitTeam(user.id, input['new-leader'] ?? null, answer);
    res.json(answer.of());
  });

  router.get('/team/list', async (_req, res) => {
    res.json({ success: true, teams: await listTeams() });
  });

  return router;
}
