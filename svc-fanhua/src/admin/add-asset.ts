import { z } from 'zod';
import { HttpError } from '@citygames/service-kit/errors';
import { applyAssetChanges } from '../assets/asset-ledger.js';
import { runTransaction } from '@citygames/service-kit/transaction';
import { assetDisplayName, isResourceCategory, isValidAssetKey } from '@citygames/contracts/fanhua-assets';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { teamIdOf } from '../teams/team-service.js';

export const ADD_ASSET_TEXTS = {
  teamRequired: '请选择队伍',
  typeIncomplete: '请选择完整的资产类型',
  badCount: '请输入有效的数量',
} as const;

/** The largest single grant, so a typo of a few extra zeros does not wreck the leaderboard. */
export const MAX_ADDED_COUNT = 100_000;

export const addAssetSchema = z.object({
  team_id: z.union([z.string(), z.number()], { error: ADD_ASSET_TEXTS.teamRequired }).transform((value) => String(value).trim()).pipe(z.string().min(1, { error: ADD_ASSET_TEXTS.teamRequired })),
  type: z.string({ error: ADD_ASSET_TEXTS.typeIncomplete }).trim().min(1, { error: ADD_ASSET_TEXTS.typeIncomplete }),
  arg: z.string().trim().nullable().optional(),
  count: z
    .number({ error: ADD_ASSET_TEXTS.badCount })
    .int({ error: ADD_ASSET_TEXTS.badCount })
    .min(1, { error: ADD_ASSET_TEXTS.badCount })
    .max(MAX_ADDED_COUNT, { error: `单次最多添加 ${MAX_ADDED_COUNT}` }),
});

/** An administrator grants a team some of one asset (talent, money, house or a resource item). */
export async function addAssetToTeam(input: z.infer<typeof addAssetSchema>) {
  const teamId = teamIdOf(input.team_id);
  const team = teamId && (await TeamModel.findById(teamId).lean<TeamRecord>());
  if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', '队伍不存在');
  const arg = isResourceCategory(input.type) ? (input.arg ?? '') : '';
  if (!isValidAssetKey(input.type, arg)) throw new HttpError(400, 'ASSET_TYPE_INCOMPLETE', ADD_ASSET_TEXTS.typeIncomplete);
  await runTransaction((session) => applyAssetChanges(team._id, [{ type: input.type, arg, count: input.count }], session));
  return { teamName: team.name, itemName: assetDisplayName(input.type, arg), count: input.count };
}
