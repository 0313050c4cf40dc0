import type { FanhuaBoard } from '@citygames/contracts/organizer/board.schema';
import { AreaModel } from '../areas/area.model.js';
import { AreaTradeModel } from '../area-trades/area-trade.model.js';
import { TeamAssetModel } from '../assets/team-asset.model.js';
import { PlayerModel } from '../players/player.model.js';
import type { PositionFixRecord } from '../positions/position-fix.model.js';
import { readLatestFixPerPlayer } from '../positions/position-fix.repository.js';
import { PlayerRiskModel } from '../risk/player-risk.model.js';
import { TeamMemberModel } from '../teams/team-member.model.js';
import { TeamModel } from '../teams/team.model.js';
import { TradeModel } from '../trades/trade.model.js';

const RECENT_MS = 10 * 60_000;

/** Each team's latest fix among its players' latest fixes (a player who changed team counts for the team of that fix). */
function latestPerTeam(fixes: readonly PositionFixRecord[]): Map<string, PositionFixRecord> {
  const latest = new Map<string, PositionFixRecord>();
  for (const fix of fixes) {
    if (fix.teamId === null) continue;
    const known = latest.get(fix.teamId);
    if (!known || fix.at > known.at) latest.set(fix.teamId, fix);
  }
  return latest;
}

/** Every team's last reported position (within the last two hours), asset totals, trades of the last 10 minutes and the highest risk scores. */
export async function readFanhuaBoard(now: Date): Promise<FanhuaBoard> {
  const since = new Date(now.getTime() - RECENT_MS);
  const [teams, members, playerFixes, assets, areas, areaTrades, teamTrades, latestAreaTrades, risks] = await Promise.all([
    TeamModel.find({}, { name: 1 }).lean(),
    TeamMemberModel.find({}, { teamId: 1 }).lean(),
    readLatestFixPerPlayer(now),
    TeamAssetModel.aggregate<{ _id: unknown; total: number }>([{ $group: { _id: '$teamId', total: { $sum: '$count' } } }]),
    AreaModel.find({}, { lat: 1, lng: 1 }).lean(),
    AreaTradeModel.countDocuments({ at: { $gte: since } }),
    TradeModel.countDocuments({ status: 'completed', finishedAt: { $gte: since } }),
    AreaTradeModel.find({ at: { $gte: since } }, { teamId: 1, areaId: 1, at: 1 })
      .sort({ at: -1 })
      .limit(10)
      .lean(),
    PlayerRiskModel.find({ risk: { $gt: 0 } })
      .sort({ risk: -1 })
      .limit(10)
      .lean(),
  ]);
  const lastFixes = latestPerTeam(playerFixes);
  const playerIds = [...new Set([...[...lastFixes.values()].map((fix) => fix.playerId), ...risks.map((risk) => String(risk._id))])];
  const players = await PlayerModel.find({ _id: { $in: playerIds } }, { name: 1 }).lean();
  const playerName = (id: string) => players.find((player) => player._id === id)?.name ?? id;
  const teamName = (id: string) => teams.find((team) => team._id.toString() === id)?.name ?? '?';
  return {
    teams: teams
      .map((team) => {
        const id = team._id.toString();
        const fix = lastFixes.get(id);
        return {
          id,
          name: team.name,
          members: members.filter((member) => member.teamId.toString() === id).length,
          assets: assets.find((entry) => String(entry._id) === id)?.total ?? 0,
          position: fix
            ? { lat: fix.lat, lng: fix.lng, accuracy: fix.accuracy, at: fix.at.toISOString(), player: playerName(fix.playerId), areaId: fix.areaId }
            : null,
        };
      })
      .sort((a, b) => b.assets - a.assets),
    areas: areas.map((area) => ({ id: Number(area._id), lat: area.lat, lng: area.lng })),
    recentTrades: {
      areaTrades,
      teamTrades,
      latest: latestAreaTrades.map((trade) => ({ team: teamName(trade.teamId.toString()), areaId: trade.areaId, at: trade.at.toISOString() })),
    },
    risks: risks.map((risk) => ({ player: playerName(String(risk._id)), risk: risk.risk, reason: risk.reason, checkedAt: risk.checkedAt.toISOString() })),
  };
}
