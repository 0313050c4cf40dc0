import { MAX_REWARD_COUNT } from '@citygames/contracts/fanhua/admin.rules';
import type { RewardList } from '@citygames/contracts/fanhua/reward-groups.rules';

/** What the reward groups editor says, on the game's administration page and in the organiser console alike. */
export const REWARD_EDITOR_TEXTS = {
  group: (n: number) => `奖励组 ${n}`,
  groupId: '组 id',
  groupText: '引言（可选）',
  groupTextHint: '队伍在区域里读到的一句话',
  lists: { requires: '需求（付出）', gives: '奖励（获得）', conds: '门槛（需持有）' } satisfies Record<RewardList, string>,
  entry: (group: number, list: string, n: number) => `奖励组 ${group}·${list}·第 ${n} 项`,
  count: '数量',
  countHint: `1～${MAX_REWARD_COUNT}`,
  chooseAsset: '选择资产',
  addEntry: '添加条目',
  addGroup: '添加奖励组',
  removeGroup: '删除本组',
  remove: '移除',
  noGroups: '没有奖励组：保存后该区域不再提供奖励',
  noEntries: '无',
} as const;
