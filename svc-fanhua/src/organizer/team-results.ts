import { beijingTime, toExcelCsv } from '@citygames/service-kit/results-csv';
import { AreaTradeModel } from '../area-trades/area-trade.model.js';
import { TeamAssetModel } from '../assets/team-asset.model.js';
import { PlayerModel } from '../players/player.model.js';
import { TeamMemberModel } from '../teams/team-member.model.js';
import { TeamModel } from '../teams/team.model.js';

/** fanhua's results: per team its leader, members, total assets, area trades, founding and last trade. */
export async function fanhuaResultsCsv(): Promise<string> {
  const [teams, members, assets, trades] = await Promise.all([
    TeamModel.find().lean(),
    TeamMemberModel.find().lean(),
    TeamAssetModel.find().lean(),
    AreaTradeModel.find({}, { teamId: 1, at: 1 }).lean(),
  ]);
  const players = await PlayerModel.find({ _id: { $in: members.map((member) => member.playerId) } }, { name: 1 }).lean();
  const nameOf = (id: string | null) => players.find((player) => player._id === id)?.name ?? '';
  const rows = teams
    .map((team) => {
      const id = team._id.toString();
      const own = trades.filter((trade) => trade.teamId.toString() === id);
      const last = own.length > 0 ? new Date(Math.max(...own.map((trade) => trade.at.getTime()))).toISOString() : null;
      const total = assets.filter((asset) => asset.teamId.toString() === id).reduce((sum, asset) => sum + asset.count, 0);
      return {
        total,
        row: [
          team.name,
          nameOf(team.leaderId ?? null),
          members
            .filter((member) => member.teamId.toString() === id)
            .map((member) => nameOf(member.playerId))
            .join('、'),
          total,
          own.length,
          beijingTime(team.createdAt.toISOString()),
          beijingTime(last),
        ],
      };
    })
    .sort((a, b) => b.total - a.total)
    .map((entry) => entry.row);
  return toExcelCsv(['队伍', '队长', '队员', '资产总数', '区域交易次数', '建队时间', '最后区域交易时间'], rows);
}
