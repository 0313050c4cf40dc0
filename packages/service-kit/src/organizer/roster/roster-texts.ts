import { GAME_TITLES, type RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { TEAM_NAME_MAX_LENGTH } from '@citygames/contracts/organizer/roster.rules';

/**
 * What an organiser reads from the roster routes of pilotsh and polish120 (refusals, and the sentences
 * of the audit log); the texts only one game has stay in that game.
 */
export const ROSTER_TEXTS = {
  notRegistered: (game: RosterGameId, phone: string) => `手机号 ${phone} 还没有在${GAME_TITLES[game]}注册`,
  alreadyInTeam: (phone: string, team: string) => `手机号 ${phone} 已在队伍「${team}」中`,
  /** `existing` is the stored name the new one looks like (the same, or a look-alike). */
  teamNameTaken: (name: string, existing: string = name) =>
    existing === name ? `队名「${name}」已被使用` : `队名「${name}」与已有的「${existing}」看起来一样，请换一个`,
  teamNotFound: '没有找到这支队伍',
  playerNotInTeam: (phone: string) => `手机号 ${phone} 不在任何队伍中`,
  leaderMustStay: '队长不能直接移出或移走，请先把队长换成另一名队员',
  alreadyLeader: '这名队员已经是队长',
  notMemberOfTeam: '只能把本队的队员设为队长',
  sameTeam: '这名队员已在这支队伍中',
  changedMeanwhile: '队伍刚被别人修改过，请刷新后再试',
  staleRoster: '名单在你打开之后已被修改（可能是另一位组织者），这次修改没有保存；请看刷新后的名单再操作',
  renamedTeam: (from: string, to: string) => `把队伍「${from}」改名为「${to}」`,
  deletedTeam: (name: string, players: number) => `删除了队伍「${name}」，${players} 名队员回到等待分队`,
  resetTeam: (name: string) => `重置了队伍「${name}」的进度`,
  sameName: '新队名与现在的相同',
  createdTeam: (name: string, leader: string) => `创建了队伍「${name}」，队长 ${leader}`,
  addedMember: (player: string, team: string) => `把 ${player} 加入了「${team}」`,
  movedMember: (player: string, from: string, to: string) => `把 ${player} 从「${from}」移到了「${to}」`,
  removedMember: (player: string, team: string) => `把 ${player} 移出了「${team}」`,
  changedLeader: (team: string, leader: string) => `把「${team}」的队长换成了 ${leader}`,
  importedRoster: (teams: readonly string[], players: number) => `导入名单：${teams.length} 支队伍、${players} 名玩家（${teams.join('、')}）`,
} as const;

/** Why a roster file or one of its rows is refused. */
export const ROSTER_CSV_TEXTS = {
  nameMissing: '缺少队名',
  nameTooLong: `队名不能超过 ${TEAM_NAME_MAX_LENGTH} 个字`,
  leaderMissing: '缺少队长手机号',
  fullWidthCommas: '这一行只有一列：队名、队长手机号、队员手机号要分开，CSV 里用英文逗号“,”分隔（不要用中文逗号“，”），Excel 里各填一列',
  leaderInvalid: (phone: string) => `队长手机号格式不正确：${phone}`,
  membersInvalid: (phones: string[]) => `队员手机号格式不正确：${phones.join('、')}`,
  quoteNotClosed: '引号没有闭合：从这一行开始的引号一直到文件末尾都没有结束',
  malformed: (detail: string) => `CSV 格式错误：${detail}`,
  unreadable: '名单文件无法按 CSV 读取，没有导入任何内容',
  duplicateTeamName: (name: string, firstLine: number, firstName: string = name) =>
    firstName === name ? `队名「${name}」与第 ${firstLine} 行重复` : `队名「${name}」与第 ${firstLine} 行的「${firstName}」看起来一样`,
  phoneInTeam: (phone: string) => `手机号 ${phone} 已在队伍中`,
  duplicatePhone: (phone: string, firstLine: number) => `手机号 ${phone} 在第 ${firstLine} 行已出现`,
  noTeams: '文件里没有队伍',
  refused: (lines: number) => `名单有 ${lines} 行有问题，没有导入任何内容`,
} as const;

/** Why an uploaded roster file cannot be read at all, and what the organiser can do about it (nothing is imported). */
export const ROSTER_FILE_TEXTS = {
  oldExcel: '这是旧版 Excel 的 .xls 文件，无法读取：请在 Excel 里“另存为”Excel 工作簿（.xlsx）或 CSV 后再上传',
  passwordProtected: '这个 Excel 文件设了打开密码，无法读取：请在 Excel 里去掉密码（文件 → 信息 → 保护工作簿 → 用密码进行加密，清空密码）并保存后再上传',
  brokenWorkbook: '无法读取这个 Excel 文件（可能已损坏，或不是 Excel 工作簿）：请在 Excel 里打开它，“另存为”Excel 工作簿（.xlsx）或 CSV 后再上传',
  noWorksheet: '这个 Excel 文件里没有工作表：请把名单放在第一个工作表里再上传',
  unknownEncoding: '无法识别名单文件的编码：请另存为 UTF-8 或 GBK 编码的 CSV，或直接上传 Excel 工作簿（.xlsx）',
} as const;
