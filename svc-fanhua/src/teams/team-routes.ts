import { Router } from 'express';
import { z } from 'zod';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import { parseInput } from '@citygames/service-kit/validation';
import type { FanhuaContext } from '../app-context.js';
import { normaliseInviteCode, TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '../domain/team-rules.js';
import { requireTeamOf } from './team-access.js';
import { createTeamAsPlayer, exitTeam, joinTeam, listMembers, listTeams } from './team-service.js';

export const teamNameSchema = z
  .string({ error: '请输入队伍名称' })
  .trim()
  .min(1, { error: '请输入队伍名称' })
  .max(TEAM_NAME_MAX, { error: `队伍名称不能超过${TEAM_NAME_MAX}个字符` });

export const teamDescriptionSchema = z
  .string({ error: '队伍描述必须是文字' })
  .trim()
  .max(TEAM_DESCRIPTION_MAX, { error: `队伍描述不能超过${TEAM_DESCRIPTION_MAX}个字符` });

const createSchema = z.object({ name: teamNameSchema, description: teamDescriptionSchema.optional().default('') });
const joinSchema = z.object({
  inviteCode: z.string({ error: '请输入队伍邀请码' }).transform(normaliseInviteCode).pipe(z.string().min(1, { error: '请输入队伍邀请码' }).max(32)),
});
const exitSchema = z.object({ 'new-leader': z.string().trim().min(1).max(64).nullable().optional() });

/** /api/fanhua/team/*: status, current team, create, join, exit, list. */
export function createTeamRouter(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/status', async (req, res) => {
    const { team } = await requireTeamOf(currentUser(req).id);
    res.json({ success: true, status: team.status, name: team.name, description: team.description });
  });

  router.get('/current', async (req, res) => {
    const user = currentUser(req);
    const { team, isLeader } = await requireTeamOf(user.id);
    const members = await listMembers(team, user.id);
    res.json({
      success: true,
      team: { id: String(team._id), name: team.name, description: team.description, invite_code: team.inviteCode, status: team.status },
      members,
      isLeader,
      is_leader: isLeader,
    });
  });

  router.post('/create', async (req, res) => {
    const user = currentUser(req);
    const input = parseInput(createSchema, req.body ?? {});
    const team = await createTeamAsPlayer(user.id, input, ctx.now());
    res.status(201).json({
      success: true,
      message: '队伍创建成功',
      teamId: String(team._id),
      inviteCode: team.inviteCode,
      members: await listMembers(team, user.id),
    });
  });

  router.post('/join', async (req, res) => {
    const user = currentUser(req);
    const { inviteCode } = parseInput(joinSchema, req.body ?? {});
    const team = await joinTeam(user.id, inviteCode, ctx.now());
    res.json({
      success: true,
      message: `已加入队伍「${team.name}」`,
      teamId: String(team._id),
      teamName: team.name,
      members: await listMembers(team, user.id),
    });
  });

  router.post('/exit', async (req, res) => {
    const user = currentUser(req);
    const input = parseInput(exitSchema, req.body ?? {});
    await exitTeam(user.id, input['new-leader'] ?? null);
    res.json({ success: true, message: '已退出队伍' });
  });

  router.get('/list', async (_req, res) => {
    res.json({ success: true, teams: await listTeams() });
  });

  return router;
}
