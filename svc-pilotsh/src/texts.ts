import { formatDuration } from '@citygames/task-engine/domain/messages';

/** Every message svc-pilotsh sends to a person (zh-CN). */
export const TEXTS = {
  noEvent: '活动内容尚未导入，请联系工作人员',
  noTeam: '你还没有加入任何队伍。请把你注册用的手机号告诉工作人员，由工作人员把你加入队伍。',
  teamGone: '你所在的队伍不存在，请联系工作人员',
  leaderOnly: (what: string) => `只有队长可以${what}，请让队长操作`,
  adminOnly: '你没有权限访问此页面',

  currentAreaMissing: '没有找到当前区域信息',
  taskNotFound: '没有找到这个任务',
  teamResetMeanwhile: '队伍刚刚被管理员重置，这次提交没有记录，请重新作答',
  taskNotInCurrentArea: '这个任务不在队伍当前所在的区域，请先到达任务所在区域',

  areaCodeNotFound: '没有找到这个区域代码对应的区域，请检查后重试',
  areaCodeWrong: (remaining: number) => `没有找到这个区域代码对应的区域，请检查后重试（还可以输错 ${remaining} 次）`,
  areaCodeWrongAndBanned: (wrong: number, seconds: number) =>
    `没有找到这个区域代码对应的区域；区域代码已输错 ${wrong} 次，全队 ${formatDuration(seconds)} 内不能再输入区域代码`,
  areaFound: (name: string) => `找到区域：${name}`,
  areaCodeTooManyTries: (seconds: number) => `区域代码输错次数过多，请 ${formatDuration(seconds)} 后再试`,
  alreadyInArea: (name: string) => `队伍已经在「${name}」了`,
  moved: (name: string) => `队伍已移动到「${name}」`,

  propNotFound: '没有找到这个道具',
  propAlreadyUsed: '这个道具已经使用过了',
  propUsed: (title: string) => `已使用「${title}」，请向工作人员出示此页面`,
  propUsedWithGrant: (title: string, granted: string) => `已使用「${title}」，获得「${granted}」，请向工作人员出示此页面`,

  puzzleNotFound: '没有找到这个谜题',
  puzzleLocked: '队伍还没有到达这个谜题所在的区域，谜题尚未解锁',

  adminTargetNotFound: (target: string) => `没有找到队长为「${target}」的队伍（可填写队长名字、队长手机号或队伍名称）`,
  adminTargetAmbiguous: (target: string, matches: string[]) => `「${target}」对应多支队伍：${matches.join('；')}。请改填队长手机号`,
  adminTargetMatch: (teamName: string, matchedAs: 'teamName' | 'leaderName' | 'leaderPhone') =>
    matchedAs === 'teamName' ? `队伍「${teamName}」的队名` : matchedAs === 'leaderName' ? `队伍「${teamName}」队长的名字` : `队伍「${teamName}」队长的手机号`,
  unknownProp: (type: string) => `没有「${type}」这种道具`,
  propGranted: (team: string, title: string) => `已向「${team}」发放「${title}」`,
  teamReset: (team: string, area: string) => `已重置「${team}」的进度，队伍回到「${area}」`,
  areaForResetNotFound: '参数中的 pos 不是有效的区域代码或区域序号',
} as const;
