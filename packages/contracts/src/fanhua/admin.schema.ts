import { z } from 'zod';
import { displayName } from '../common/display-name.schema.js';
import { ADD_ASSET_TEXTS, ADMIN_TEXTS, MAX_ADDED_COUNT, PLAYER_SEARCH_MAX } from './admin.rules.js';
import { RewardGroupView } from './areas.schema.js';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from './teams.rules.js';

const requiredId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: message }).max(64, { error: message }));

/** GET /admin/players?q=… */
export const AdminPlayersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(PLAYER_SEARCH_MAX, { error: `搜索词不能超过 ${PLAYER_SEARCH_MAX} 个字符` })
    .optional(),
});
export type AdminPlayersQuery = z.input<typeof AdminPlayersQuery>;

export const AdminPlayer = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  is_leader: z.boolean(),
});
export type AdminPlayer = z.infer<typeof AdminPlayer>;

export const AdminPlayersResponse = z.object({ success: z.literal(true), players: z.array(AdminPlayer) });
export type AdminPlayersResponse = z.infer<typeof AdminPlayersResponse>;

export const AdminTeam = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  invite_code: z.string(),
  leader_id: z.string().nullable(),
  member_count: z.number(),
});
export type AdminTeam = z.infer<typeof AdminTeam>;

/** GET /admin/teams */
export const AdminTeamsResponse = z.object({ success: z.literal(true), teams: z.array(AdminTeam) });
export type AdminTeamsResponse = z.infer<typeof AdminTeamsResponse>;

/** POST /admin/create-team */
export const AdminCreateTeamInput = z.object({
  name: displayName('队伍名称', TEAM_NAME_MAX, { required: ADMIN_TEXTS.nameEmpty, tooLong: ADMIN_TEXTS.nameTooLong }),
  description: z
    .string({ error: ADMIN_TEXTS.descriptionEmpty })
    .trim()
    .min(1, { error: ADMIN_TEXTS.descriptionEmpty })
    .max(TEAM_DESCRIPTION_MAX, { error: ADMIN_TEXTS.descriptionTooLong }),
});
export type AdminCreateTeamInput = z.input<typeof AdminCreateTeamInput>;

/** POST /admin/create-team (201) */
export const AdminCreateTeamResponse = z.object({ success: z.literal(true), message: z.string(), inviteCode: z.string(), teamId: z.string() });
export type AdminCreateTeamResponse = z.infer<typeof AdminCreateTeamResponse>;

/** POST /admin/set-leader */
export const AdminSetLeaderInput = z.object({ team_id: requiredId(ADMIN_TEXTS.selectTeam), player_id: requiredId(ADMIN_TEXTS.selectLeader) });
export type AdminSetLeaderInput = z.input<typeof AdminSetLeaderInput>;

/** POST /admin/move-player */
export const AdminMovePlayerInput = z.object({ player_id: requiredId(ADMIN_TEXTS.selectPlayer), team_id: requiredId(ADMIN_TEXTS.selectTargetTeam) });
export type AdminMovePlayerInput = z.input<typeof AdminMovePlayerInput>;

/** One area as the reward editor sees it: the stored groups, also of hidden areas. */
export const AdminArea = z.object({
  id: z.number(),
  name: z.string(),
  hidden: z.boolean(),
  special: z.string().nullable(),
  rewards: z.array(RewardGroupView),
});
export type AdminArea = z.infer<typeof AdminArea>;

/** GET /admin/areas */
export const AdminAreasResponse = z.object({ success: z.literal(true), areas: z.array(AdminArea) });
export type AdminAreasResponse = z.infer<typeof AdminAreasResponse>;

/** One entry of a reward group as the editor sends it; the item is null or '' for non-resources. */
export const RewardEntryInput = z.object({ type: z.string(), arg: z.string().nullable().optional(), count: z.number() });
export type RewardEntryInput = z.infer<typeof RewardEntryInput>;

export const RewardGroupInput = z.object({
  id: z.union([z.string(), z.number()]),
  text: z.string().optional(),
  requires: z.array(RewardEntryInput).optional(),
  gives: z.array(RewardEntryInput),
  /** `cond` is accepted for `conds`. */
  conds: z.array(RewardEntryInput).optional(),
  cond: z.array(RewardEntryInput).optional(),
});
export type RewardGroupInput = z.infer<typeof RewardGroupInput>;

/**
 * POST /admin/update-area-rewards/:areaId: the whole list of the area's groups. The service checks the
 * list entry by entry (each refusal names the group and list), so here a body without a list simply
 * has no rewards and is refused by that check.
 */
export const AreaRewardsUpdateInput = z.object({ rewards: z.unknown() }).catch({ rewards: undefined });
export type AreaRewardsUpdateInput = { rewards: RewardGroupInput[] };

/** POST /trade/add-asset (administrators): grant a team some of one asset. */
export const AddAssetInput = z.object({
  team_id: z
    .union([z.string(), z.number()], { error: ADD_ASSET_TEXTS.teamRequired })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: ADD_ASSET_TEXTS.teamRequired })),
  type: z.string({ error: ADD_ASSET_TEXTS.typeIncomplete }).trim().min(1, { error: ADD_ASSET_TEXTS.typeIncomplete }),
  arg: z.string().trim().nullable().optional(),
  count: z
    .number({ error: ADD_ASSET_TEXTS.badCount })
    .int({ error: ADD_ASSET_TEXTS.badCount })
    .min(1, { error: ADD_ASSET_TEXTS.badCount })
    .max(MAX_ADDED_COUNT, { error: ADD_ASSET_TEXTS.tooMany }),
});
export type AddAssetInput = z.input<typeof AddAssetInput>;
