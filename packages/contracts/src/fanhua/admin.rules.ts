/** What the administrators' forms and the service both say and allow. */
// By package name: the remotes' bundler resolves a relative '.js' import only to a real .js file, and rules run in the browser.
import { isAssetType, isValidAssetKey } from './assets.rules.js';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from './teams.rules.js';

/** The messages of the administrators' team forms (an administrator's team needs a description). */
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

/** The largest single grant, so a typo of a few extra zeros does not wreck the leaderboard. */
export const MAX_ADDED_COUNT = 100_000;

export const ADD_ASSET_TEXTS = {
  teamRequired: '请选择队伍',
  typeIncomplete: '请选择完整的资产类型',
  badCount: '请输入有效的数量',
  tooMany: `单次最多添加 ${MAX_ADDED_COUNT}`,
} as const;

/** An add-asset form's first problem, in the service's words, or null: the forms refuse before sending what it would refuse. */
export function addAssetProblem(input: { teamId: string; type: string; arg: string; count: string }): string | null {
  if (!input.teamId.trim()) return ADD_ASSET_TEXTS.teamRequired;
  if (!isAssetType(input.type) || !isValidAssetKey(input.type, input.arg)) return ADD_ASSET_TEXTS.typeIncomplete;
  const count = input.count.trim();
  if (!/^\d+$/.test(count) || Number(count) < 1) return ADD_ASSET_TEXTS.badCount;
  if (Number(count) > MAX_ADDED_COUNT) return ADD_ASSET_TEXTS.tooMany;
  return null;
}

export const MAX_REWARD_GROUPS = 12;
export const MAX_ENTRIES_PER_LIST = 12;
export const REWARD_TEXT_MAX = 200;
/** The largest count of one reward entry: the same bound as an administrator's asset grant. */
export const MAX_REWARD_COUNT = MAX_ADDED_COUNT;

export const PLAYER_SEARCH_MAX = 40;
