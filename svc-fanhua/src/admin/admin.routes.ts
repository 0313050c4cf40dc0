import { Router } from 'express';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth/auth-middleware';
import { parseInput } from '@citygames/service-kit/http/validation';
import { gameAdminActor } from '@citygames/service-kit/organizer/console/organizer-actions';
import type { FanhuaContext } from '../context.js';
import {
  AdminCreateTeamInput,
  AdminMovePlayerInput,
  AdminPlayersQuery,
  AdminSetLeaderInput,
  AreaRewardsUpdateInput,
} from '@citygames/contracts/fanhua/admin.schema';
import { PlayerModel, type PlayerRecord } from '../players/player.model.js';
import { TeamMemberModel, type TeamMemberRecord } from '../teams/team-member.model.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { createTeamAsAdmin } from '../teams/team.repository.js';
import { updateAreaRewards } from '../areas/update-area-rewards.js';
import { AreaModel, isAreaHidden, type AreaRecord } from '../areas/area.model.js';
import { rewardGroupView } from '../areas/area-views.js';
import { movePlayer, setLeader } from '../teams/team-admin.js';
import { texts } from '../texts.js';
import { adminRosterRecord } from './admin-roster-record.js';

/** Players whose name contains the text, case-insensitively (the text is matched literally). */
function nameFilter(text: string | undefined) {
  if (!text) return {};
  return { name: { $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' } };
}

/** /admin/*: every route answers 403 to anyone but an administrator. */
export function createAdminRoutes(ctx: FanhuaContext): Router {
  const router = Router();
  router.use('/admin', requireAdmin);
  addAdminOperations(router, ctx);
  return router;
}

/** The /admin/* operations themselves; the caller guards them (a game administrator, or an organiser acting as one). */
export function addAdminOperations(router: Router, ctx: FanhuaContext): void {
  router.get('/admin/players', async (req, res) => {
    const { q } = parseInput(AdminPlayersQuery, req.query);
    const [players, memberships, teams] = await Promise.all([
      PlayerModel.find(nameFilter(q)).sort({ createdAt: 1, _id: 1 }).limit(2000).lean<PlayerRecord[]>(),
      TeamMemberModel.find({}).lean<TeamMemberRecord[]>(),
      TeamModel.find({}).lean<TeamRecord[]>(),
    ]);
    const teamOfPlayer = new Map(memberships.map((member) => [member.playerId, String(member.teamId)]));
    const teamsById = new Map(teams.map((team) => [String(team._id), team]));
    // Organisers pick players to move or to make leader: administrators only when they play in a team.
    const listed = players.filter((player) => player.role !== 'admin' || teamOfPlayer.has(player._id));
    res.json({
      success: true,
      players: listed.map((player) => {
        const teamId = teamOfPlayer.get(player._id) ?? null;
        const team = teamId ? teamsById.get(teamId) : undefined;
        return {
          id: player._id,
          name: player.name,
          phone: player.phone,
          team_id: teamId,
          team_name: team?.name ?? null,
          is_leader: team?.leaderId === player._id,
        };
      }),
    });
  });

  router.get('/admin/teams', async (_req, res) => {
    const teams = await TeamModel.find({}).sort({ createdAt: 1, _id: 1 }).lean<TeamRecord[]>();
    res.json({
      success: true,
      teams: teams.map((team) => ({
        id: String(team._id),
        name: team.name,
        description: team.description,
        invite_code: team.inviteCode,
        leader_id: team.leaderId,
        member_count: team.memberCount,
      })),
    });
  });

  router.post('/admin/create-team', async (req, res) => {
    const input = parseInput(AdminCreateTeamInput, req.body ?? {});
    const now = ctx.now();
    const team = await createTeamAsAdmin(currentUser(req).id, input, now, adminRosterRecord(req, now));
    res.status(201).json({ success: true, message: texts.admin.teamCreated(team.inviteCode), inviteCode: team.inviteCode, teamId: String(team._id) });
  });

  router.post('/admin/set-leader', async (req, res) => {
    const input = parseInput(AdminSetLeaderInput, req.body ?? {});
    const { team, player } = await setLeader(input.team_id, input.player_id, adminRosterRecord(req, ctx.now()));
    res.json({ success: true, message: texts.admin.leaderSet(team.name, player.name) });
  });

  router.post('/admin/move-player', async (req, res) => {
    const input = parseInput(AdminMovePlayerInput, req.body ?? {});
    const now = ctx.now();
    const { player, target } = await movePlayer(input.player_id, input.team_id, currentUser(req).id, now, adminRosterRecord(req, now));
    res.json({ success: true, message: texts.admin.playerMoved(player.name, target.name) });
  });

  /** Every area with its stored reward groups, hidden ones included: what the reward editor edits (getAll hides them). */
  router.get('/admin/areas', async (_req, res) => {
    const now = ctx.now();
    const areas = await AreaModel.find().sort({ _id: 1 }).lean<AreaRecord[]>();
    res.json({
      success: true,
      areas: areas.map((area) => ({
        id: area._id,
        name: area.name,
        hidden: isAreaHidden(area, now),
        special: area.special?.type ?? null,
        rewards: area.rewards.map(rewardGroupView),
      })),
    });
  });

  router.post('/admin/update-area-rewards/:areaId', async (req, res) => {
    const { rewards } = parseInput(AreaRewardsUpdateInput, req.body);
    const actor = gameAdminActor(currentUser(req), 'fanhua', req.organizer);
    const area = await updateAreaRewards(String(req.params.areaId ?? ''), rewards, actor, ctx.now());
    res.json({ success: true, message: texts.admin.areaRewardsSet(area._id, area.name, area.rewards.length) });
  });
}
