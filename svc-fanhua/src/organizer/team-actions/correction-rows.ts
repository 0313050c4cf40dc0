import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import type { TeamActionRow } from './action-log-names.js';

/** The audit log's entries that changed a team's standing by hand, and how the CSV names them. */
const CORRECTIONS: Record<string, string> = {
  'correction.points': '更正成绩',
  'fanhua-admin.add-asset': '添加资产',
  'roster.reset-team': '重置进度',
  'progress.reset-all': '清空全部进度',
};

/** An organiser is named as such; a game administrator's entries already say 「（游戏管理员）」 (gameAdminActor). */
const byWhom = (entry: { organizerId: string; organizerName: string }) =>
  entry.organizerId.startsWith('game-admin:') ? entry.organizerName : `${entry.organizerName}（组织者）`;

/** The organisers' and game administrators' corrections of fanhua's standings, as the audit log wrote them. */
export async function correctionRows(): Promise<TeamActionRow[]> {
  const entries = await OrganizerAction.find({ scope: 'fanhua', action: { $in: Object.keys(CORRECTIONS) } }).lean();
  return entries.map((entry) => ({
    at: entry.at,
    team: entry.team ?? '（全部队伍）',
    player: byWhom(entry),
    action: CORRECTIONS[entry.action]!,
    what: entry.summary,
    result: '已生效',
  }));
}
