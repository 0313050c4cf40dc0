import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { PositionFixModel, type PositionFixRecord } from './position-fix.model.js';

/** How far back the live board looks for a player's position; an older one is not live. */
const LIVE_POSITION_MS = 2 * 3_600_000;

type FixFields = Omit<PositionFixRecord, 'playerId'>;

/** A fix's own fields, as stored and as read back (optional ones as null); never anything else a document holds. */
const fixOf = (playerId: string, fields: FixFields): PositionFixRecord => ({
  playerId,
  teamId: fields.teamId,
  lat: fields.lat,
  lng: fields.lng,
  accuracy: fields.accuracy,
  at: fields.at,
  purpose: fields.purpose,
  areaId: fields.areaId,
  accepted: fields.accepted,
  fixedAt: fields.fixedAt ?? null,
  calibration: fields.calibration ?? null,
});

/**
 * Logs one fix; called by every location-checked endpoint before it decides. One insert, nothing read. A request holding an
 * Idempotency-Key stores the key with its fix (unique, `one_fix_per_request`), so a resend of it (after a lost reply, a crash,
 * an expired lease) logs nothing more: false when the insert met the fix an earlier attempt of the request logged.
 */
export async function recordPositionFix(fix: PositionFixRecord, requestKey: string | null = null): Promise<boolean> {
  try {
    await PositionFixModel.create({ ...fixOf(fix.playerId, fix), ...(requestKey ? { requestKey } : {}) });
    return true;
  } catch (error) {
    if (requestKey && isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Whether an earlier attempt of the keyed request already logged its fix (and so counted against the report limit). */
export async function positionFixLoggedFor(requestKey: string): Promise<boolean> {
  return (await PositionFixModel.exists({ requestKey })) !== null;
}

export interface PlayerFixHistory {
  /** The player's latest fixes (at most the limit asked for), oldest first. */
  fixes: PositionFixRecord[];
  /** Every team the player ever logged a fix under. */
  teamIds: string[];
}

/** The fix histories of a few players, each read from the `by_player_time` index. */
export async function readFixHistories(playerIds: readonly string[], limit: number): Promise<Map<string, PlayerFixHistory>> {
  const histories = await Promise.all(
    playerIds.map(async (playerId): Promise<[string, PlayerFixHistory]> => {
      const [latest, teamIds] = await Promise.all([
        PositionFixModel.find({ playerId }).sort({ at: -1, _id: -1 }).limit(limit).lean<PositionFixRecord[]>(),
        PositionFixModel.distinct('teamId', { playerId, teamId: { $ne: null } }),
      ]);
      return [playerId, { fixes: latest.reverse().map((fix) => fixOf(playerId, fix)), teamIds: teamIds.map(String) }];
    }),
  );
  return new Map(histories);
}

/** The fixes other players logged under one of `teamIds` between `from` and `to` (inclusive), from the `by_team_time` index. */
export async function readTeamFixesBetween(teamIds: readonly string[], exceptPlayerId: string, from: Date, to: Date): Promise<PositionFixRecord[]> {
  const found = await PositionFixModel.find({ teamId: { $in: [...teamIds] }, at: { $gte: from, $lte: to }, playerId: { $ne: exceptPlayerId } })
    .sort({ at: 1, _id: 1 })
    .lean<PositionFixRecord[]>();
  return found.map((fix) => fixOf(fix.playerId, fix));
}

/**
 * Each player's latest fix, when it is at most LIVE_POSITION_MS old (it counts for the team of that
 * fix). The sort is the `by_player_time` index's order, so nothing is sorted in memory, and a player
 * counts once however many fixes they sent.
 */
export async function readLatestFixPerPlayer(now: Date): Promise<PositionFixRecord[]> {
  const since = new Date(now.getTime() - LIVE_POSITION_MS);
  const latest = await PositionFixModel.aggregate<{ _id: string; last: PositionFixRecord }>([
    { $sort: { playerId: 1, at: -1 } },
    { $group: { _id: '$playerId', last: { $first: '$$ROOT' } } },
    { $match: { 'last.at': { $gte: since } } },
  ]);
  return latest.map(({ _id, last }) => fixOf(_id, last));
}
