import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';

/** What resetting a team clears, per game (the confirmation says it before anything is done). */
const RESET_EFFECTS: Record<RosterGameId, string> = {
  pilotsh: '这支队伍的答题、完成的任务和封禁都会清除（回到起点并重发起始道具）',
  polish120: '这支队伍的答题、完成的任务和封禁、X 区域状态与刮刮卡都会清除',
  fanhua: '这支队伍的资产、区域交易与标记、天赋觉醒都会清除，进行中的交易全部取消（对方队伍的资产不变）；队员已拿过的区域奖励和觉醒点数不会再得到',
};

/** What deleting a team takes with it, per game. */
const DELETE_EFFECTS: Record<RosterGameId, string> = {
  pilotsh: '这支队伍的进度一并清除',
  polish120: '这支队伍的进度一并清除',
  fanhua: '这支队伍的资产、区域交易与标记一并清除，进行中的交易全部取消（对方队伍的资产不变）',
};

export const resetConfirmation = (game: RosterGameId, team: string) => `重置「${team}」的进度？${RESET_EFFECTS[game]}，队员不变。此操作不能撤销。`;

export const deleteConfirmation = (game: RosterGameId, team: string, players: number) =>
  `删除队伍「${team}」？${players} 名队员回到“等待分队”，${DELETE_EFFECTS[game]}。此操作不能撤销。`;
