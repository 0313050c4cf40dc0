import type { ClientSession, Types } from 'mongoose';
import { AreaTradeModel } from '../area-trades/area-trade.model.js';
import { keepStandingsBeforeChange } from '../assets/frozen-standings.js';
import { TeamAssetModel } from '../assets/team-asset.model.js';
import { claimTeamGuard, TEAM_GUARDS } from '../guards/team-guard.model.js';
import { TalentAwakeningModel } from '../talents/talent-awakening.model.js';
import { TradeModel } from '../trades/trade.model.js';

/** The statuses of a trade not finished yet: assets move only when it completes, so cancelling one moves nothing. */
const OPEN_TRADE_STATUSES = ['pending', 'buyer_confirmed'] as const;

/**
 * Takes a team back to what a new team has (an organiser's reset, or the team's deletion), in the
 * caller's transaction: no assets, no open trades (those with other teams are cancelled, the other
 * team keeps what it had), no area traded or marked, no awakening; after the players' board froze, the standings are
 * kept before the first such change (assets/frozen-standings.ts). It claims both of the team's
 * guards first, so on MongoDB an area trade, a team trade or a trade creation of the team running
 * meanwhile conflicts with it instead of writing beside it. `player_earnings` stay: a member who
 * already earned an area or the awakening does not earn it again (domain/player-earnings.ts).
 */
export async function forgetTeamProgress(teamId: Types.ObjectId, finishedBy: string, now: Date, session: ClientSession): Promise<{ cancelledTrades: number }> {
  await claimTeamGuard(teamId, TEAM_GUARDS.ledger, session);
  await claimTeamGuard(teamId, TEAM_GUARDS.tradeDesk, session);
  await keepStandingsBeforeChange(session, now);
  await TeamAssetModel.deleteMany({ teamId }, { session });
  await AreaTradeModel.deleteMany({ teamId }, { session });
  await TalentAwakeningModel.deleteMany({ teamId }, { session });
  const cancelled = await TradeModel.updateMany(
    { $or: [{ fromTeamId: teamId }, { toTeamId: teamId }], status: { $in: OPEN_TRADE_STATUSES } },
    { $set: { status: 'cancelled', finishedAt: now, finishedBy } },
    { session },
  );
  return { cancelledTrades: cancelled.modifiedCount };
}
