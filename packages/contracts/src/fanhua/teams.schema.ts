import { z } from 'zod';
import { displayName } from '../common/display-name.schema.js';
import { ActionResponse } from './action.schema.js';
import { normaliseInviteCode, TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from './teams.rules.js';

/** Normalised and refused as every name others read is (common/display-name.rules). */
export const TeamName = displayName('队伍名称', TEAM_NAME_MAX, { required: '请输入队伍名称', tooLong: `队伍名称不能超过${TEAM_NAME_MAX}个字符` });

export const TeamDescription = z
  .string({ error: '队伍描述必须是文字' })
  .trim()
  .max(TEAM_DESCRIPTION_MAX, { error: `队伍描述不能超过${TEAM_DESCRIPTION_MAX}个字符` });

/** POST /team/create */
export const TeamCreateInput = z.object({ name: TeamName, description: TeamDescription.optional().default('') });
export type TeamCreateInput = z.input<typeof TeamCreateInput>;

/** POST /team/join */
export const TeamJoinInput = z.object({
  inviteCode: z
    .string({ error: '请输入队伍邀请码' })
    .transform(normaliseInviteCode)
    .pipe(z.string().min(1, { error: '请输入队伍邀请码' }).max(32)),
});
export type TeamJoinInput = z.input<typeof TeamJoinInput>;

/** POST /team/exit: a leader names the new leader (null when alone); a member sends no body. */
export const TeamExitInput = z.object({ 'new-leader': z.string().trim().min(1).max(64).nullable().optional() });
export type TeamExitInput = z.input<typeof TeamExitInput>;

/** One member as the team screens list them, in joining order. */
export const TeamMember = z.object({ id: z.string(), name: z.string(), isLeader: z.boolean(), isSelf: z.boolean() });
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  invite_code: z.string(),
  status: z.string(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

/** GET /team/status */
export const TeamStatusResponse = z.object({ success: z.literal(true), status: z.string(), name: z.string(), description: z.string() });
export type TeamStatusResponse = z.infer<typeof TeamStatusResponse>;

/** GET /team/current (isLeader and is_leader say the same; the screens read either). */
export const TeamCurrentResponse = z.object({
  success: z.literal(true),
  team: TeamSummary,
  members: z.array(TeamMember),
  isLeader: z.boolean(),
  is_leader: z.boolean(),
});
export type TeamCurrentResponse = z.infer<typeof TeamCurrentResponse>;

/** POST /team/create (201) */
export const TeamCreateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  teamId: z.string(),
  inviteCode: z.string(),
  members: z.array(TeamMember),
});
export type TeamCreateResponse = z.infer<typeof TeamCreateResponse>;

/** POST /team/join */
export const TeamJoinResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  members: z.array(TeamMember),
});
export type TeamJoinResponse = z.infer<typeof TeamJoinResponse>;

/** POST /team/exit */
export const TeamExitResponse = ActionResponse;
export type TeamExitResponse = ActionResponse;

/** GET /team/list: every team a trade can be offered to. */
export const TeamListResponse = z.object({ success: z.literal(true), teams: z.array(z.object({ id: z.string(), name: z.string() })) });
export type TeamListResponse = z.infer<typeof TeamListResponse>;
