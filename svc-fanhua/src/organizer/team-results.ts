import type { UnrankedResult } from '@citygames/service-kit/organizer/console/ranked-results';
import { AreaTradeModel } from '../area-trades/area-trade.model.js';
import { TeamAssetModel } from '../assets/team-asset.model.js';
import { PlayerModel } from '../players/player.model.js';
import { TeamMemberModel } from '../teams/team-member.model.js';
import { TeamModel } from '../teams/team.model.js';
import { readFanhuaStuckBoard } from './stuck-board.js';

/**
 * fanhua's standings: the score is the team's total assets; it last scored at its last area trade. The start is the
 * stuck board's (stuck-board.ts): the team's first action, or the game's opening once it has passed.
 */
export async function readFanhuaResults(now: Date): Promise<UnrankedResult[]> {
  const [teams, members, assets, trades, stuck] = await Promise.all([
    TeamModel.find().lean(),
    TeamMemberModel.find().lean(),
    TeamAssetModel.find().lean(),
    AreaTradeModel.find({}, { teamId: 1, at: 1 }).lean(),
    readFanhuaStuckBoard(now),
  ]);
  const startOf = new Map(stuck.teams.map((team) => [team.id, team.startedAt]));
  const players = await PlayerModel.find({ _id: { $in: members.map((member) => member.playerId) } }, { name: 1 }).lean();
  const nameOf = (id: string) => players.find((player) => player._id === id)?.name ?? '';
  return teams.map((team) => {
    const id = team._id.toString();
    const own = trades.filter((trade) => trade.teamId.toString() === id);
    const last = own.length > 0 ? new Date(Math.max(...own.map((trade) => trade.at.getTime()))).toISOString() : null;
    const leaderId = team.leaderId ?? null;
    return {
      team: team.name,
      leader: leaderId ? nameOf(leaderId) : null,
      members: members.filter((member) => member.teamId.toString() === id && member.playerId !== leaderId).map((member) => nameOf(member.playerId)),
      score: assets.filter((asset) => asset.teamId.toString() === id).reduce((sum, asset) => sum + asset.count, 0),
      lastScoredAt: last,
      startedAt: startOf.get(id) ?? null,
      progress: `区域交易 ${own.length} 次`,
    };
  });
}
