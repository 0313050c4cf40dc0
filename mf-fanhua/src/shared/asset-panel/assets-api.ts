import { api } from '../../api/client';

export interface AssetLine {
  type: string;
  arg: string;
  count: number;
}

export interface LeaderboardRow {
  rank: number;
  team_id: string;
  team_name: string;
  count: number;
}

export const fetchAssets = (teamId: string) =>
  api.get<{ success: boolean; assets: AssetLine[] }>('/trade/assets', { query: { team_id: teamId } }).then((answer) => answer.assets);
export const fetchLeaderboard = (type: string, arg: string) =>
  api
    .get<{ success: boolean; leaderboard: LeaderboardRow[] }>('/trade/leaderboard', { query: { type, arg, limit: 10 } })
    .then((answer) => answer.leaderboard);
