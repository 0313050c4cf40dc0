import { TeamAssetModel, type TeamAssetRecord } from './team-asset.model.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';

export interface LeaderboardEntry {
  teamId: string;
  teamName: string;
  count: number;
}

/**
 * The top teams for one asset key, read from the (type, arg, count) index and the teams' names:
 * two round trips, the same as checking a cached copy's version would take. Nothing is written,
 * so asset changes need no shared "leaderboard changed" document that every trade of the same
 * item would have to write (and on MongoDB conflict on).
 */
export async function readLeaderboard(type: string, arg: string, limit: number): Promise<LeaderboardEntry[]> {
  const lines = await TeamAssetModel.find({ type, arg, count: { $gt: 0 } })
    .sort({ count: -1, teamId: 1 })
    .limit(limit)
    .lean<TeamAssetRecord[]>();
  const teams = await TeamModel.find({ _id: { $in: lines.map((line) => line.teamId) } }, { name: 1 }).lean<Pick<TeamRecord, '_id' | 'name'>[]>();
  const names = new Map(teams.map((team) => [String(team._id), team.name]));
  return lines
    .filter((line) => names.has(String(line.teamId)))
    .map((line) => ({ teamId: String(line.teamId), teamName: names.get(String(line.teamId)) ?? '', count: line.count }));
}
