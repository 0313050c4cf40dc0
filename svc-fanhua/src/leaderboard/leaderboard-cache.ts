import type { ClientSession } from 'mongoose';
import type { AssetChange } from '../domain/asset-change.js';
import { TeamAssetModel, type TeamAssetRecord } from '../assets/team-asset.model.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { LeaderboardCacheModel, type LeaderboardCacheRecord, type LeaderboardEntry } from './leaderboard-cache.model.js';
import { LeaderboardVersionModel, leaderboardKey } from './leaderboard-version.model.js';

/**
 * Marks the leaderboards of the given asset keys as changed. applyAssetChanges calls it in its own
 * transaction; anything else that writes team_assets directly must call it too (with its session).
 */
export async function invalidateLeaderboards(
  keys: readonly Pick<AssetChange, 'type' | 'arg'>[],
  session?: ClientSession,
): Promise<void> {
  const unique = [...new Set(keys.map((key) => leaderboardKey(key.type, key.arg)))];
  for (const key of unique) {
    await LeaderboardVersionModel.updateOne({ _id: key }, { $inc: { version: 1 } }, { upsert: true, session });
  }
}

async function currentVersion(key: string): Promise<number> {
  const found = await LeaderboardVersionModel.findById(key).lean<{ version: number }>();
  return found?.version ?? 0;
}

async function computeLeaderboard(type: string, arg: string, limit: number): Promise<LeaderboardEntry[]> {
  const lines = await TeamAssetModel.find({ type, arg, count: { $gt: 0 } })
    .sort({ count: -1, teamId: 1 })
    .limit(limit)
    .lean<TeamAssetRecord[]>();
  const teams = await TeamModel.find({ _id: { $in: lines.map((line) => line.teamId) } }).lean<TeamRecord[]>();
  const names = new Map(teams.map((team) => [String(team._id), team.name]));
  return lines
    .filter((line) => names.has(String(line.teamId)))
    .map((line) => ({ teamId: String(line.teamId), teamName: names.get(String(line.teamId)) ?? '', count: line.count }));
}

/**
 * The top teams for one asset key, from the cache when its version is current, otherwise computed
 * from the (type, arg, count) index and stored. A change racing the computation bumps the version
 * first, so a stale result is stored under an old version and never served.
 */
export async function readLeaderboard(type: string, arg: string, limit: number): Promise<LeaderboardEntry[]> {
  const key = leaderboardKey(type, arg);
  const cacheId = `${key}:${limit}`;
  const version = await currentVersion(key);
  const cached = await LeaderboardCacheModel.findById(cacheId).lean<LeaderboardCacheRecord>();
  if (cached && cached.version === version) {
    return cached.entries.map((entry) => ({ teamId: entry.teamId, teamName: entry.teamName, count: entry.count }));
  }
  const entries = await computeLeaderboard(type, arg, limit);
  await LeaderboardCacheModel.updateOne(
    { _id: cacheId },
    { $set: { key, version, entries, computedAt: new Date() } },
    { upsert: true },
  );
  return entries;
}
