import { Router } from 'express';
import { z } from 'zod';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth-middleware';
import { parseInput } from '@citygames/service-kit/validation';
import type { FanhuaContext } from '../app-context.js';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '../domain/team-rules.js';
import { PlayerModel, type PlayerRecord } from '../players/player.model.js';
import { TeamMemberModel, type TeamMemberRecord } from '../teams/team-member.model.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { createTeamAsAdmin } from '../teams/team-service.js';
import { updateAreaRewards } from './area-rewards.js';
import { AreaModel, isAreaHidden, type AreaRecord } from '../areas/area.model.js';
import { rewardGroupView } from '../areas/area-views.js';
import { movePlayer, setLeader } from './team-admin-service.js';

export const ADMIN_TEXTS = {
  nameEmpty: '队伍名称不能为空',
  descriptionEmpty: '队伍描述不能为空',
  nameTooLong: `队伍名称不能超过${TEAM_NAME_MAX}个字符`,
  descriptionTooLong: `队伍描述不能超过${TEAM_DESCRIPTION_MAX}个字符`,
  selectTeam: '请选择队伍',
  selectLeader: '请选择新队长',
  selectPlayer: '请选择玩家',
  selectTargetTeam: '请选择目标队伍',
} as const;

const requiredId = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value) => String(value).trim()).pipe(z.string().min(1, { error: message }).max(64, { error: message }));

const createTeamSchema = z.object({
  name: z.string({ error: ADMIN_TEXTS.nameEmpty }).trim().min(1, { error: ADMIN_TEXTS.nameEmpty }).max(TEAM_NAME_MAX, { error: ADMIN_TEXTS.nameTooLong }),
  description: z
    .string({ error: ADMIN_TEXTS.descriptionEmpty })
    .trim()
    .min(1, { error: ADMIN_TEXTS.descriptionEmpty })
    .max(TEAM_DESCRIPTION_MAX, { error: ADMIN_TEXTS.descriptionTooLong }),
});
const setLeaderSchema = z.object({ team_id: requiredId(ADMIN_TEXTS.selectTeam), player_id: requiredId(ADMIN_TEXTS.selectLeader) });
const movePlayerSchema = z.object({ player_id: requiredId(ADMIN_TEXTS.selectPlayer), team_id: requiredId(ADMIN_TEXTS.selectTargetTeam) });
const playersQuery = z.object({ q: z.string().trim().max(40, { error: '搜索词不能超过 40 个字符' }).optional() });

/** Players whose name contains the text, case-insensitively (the text is matched literally). */
function nameFilter(text: string | undefined) {
  if (!text) return {};
  return { name: { $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' } };
}

/** /api/fanhua/admin/*: every route answers 403 to anyone but an administrator. */
export function createAdminRouter(ctx: FanhuaContext): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/players', async (req, res) => {
    const { q } = parseInput(playersQuery, req.query);
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

  router.get('/teams', async (_req, res) => {
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

  router.post('/create-team', async (req, res) => {
    const input = parseInput(createTeamSchema, req.body ?? {});
    const team = await createTeamAsAdmin(currentUser(req).id, input, ctx.now());
    res.status(201).json({ success: true, message: `新队伍已创建，邀请码：${team.inviteCode}`, inviteCode: team.inviteCode, teamId: String(team._id) });
  });

  router.post('/set-leader', async (req, res) => {
    const input = parseInput(setLeaderSchema, req.body ?? {});
    const { team, player } = await setLeader(input.team_id, input.player_id);
    res.json({ success: true, message: `「${team.name}」的队长已改为「${player.name}」` });
  });

  router.post('/move-player', async (req, res) => {
    const input = parseInput(movePlayerSchema, req.body ?? {});
    const { player, target } = await movePlayer(input.player_id, input.team_id, currentUser(req).id, ctx.now());
    res.json({ success: true, message: `已将「${player.name}」移至「${target.name}」` });
  });

  /** Every area with its stored reward groups, hidden ones included: what the reward editor edits (getAll hides them). */
  router.get('/areas', async (_req, res) => {
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

  router.post('/update-area-rewards/:areaId', async (req, res) => {
    const area = await updateAreaRewards(String(req.params.areaId ?? ''), (req.body ?? {}).rewards, ctx.now());
    res.json({ success: true, message: `区域 ${area._id}「${area.name}」的奖励已设置（${area.rewards.length} 组）` });
  });

  return router;
}
