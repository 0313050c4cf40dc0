import type { AssetsResponse, LeaderboardResponse } from '@citygames/contracts/fanhua/assets.schema';
import { api } from '../../api/client';

export const fetchAssets = (teamId: string) => api.get<AssetsResponse>('/trade/assets', { query: { team_id: teamId } }).then((answer) => answer.assets);
export const fetchLeaderboard = (type: string, arg: string) =>
  api
    .get<LeaderboardResponse>('/trade/leaderboard', { query: { type, arg, limit: 10 } })
    .then((answer) => ({ rows: answer.leaderboard, frozenAt: answer.frozen_at ?? null }));
