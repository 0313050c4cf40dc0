import type { ClientSession, Types } from 'mongoose';
import { HttpError } from '@citygames/service-kit/http/errors';
import { applyAssetChanges, claimLedger, countOf } from '../assets/team-asset.repository.js';
import { runTransaction, type EffectAnswer } from '@citygames/service-kit/data/transaction';
import { assetDisplayName } from '@citygames/contracts/fanhua/assets.rules';
import type { AssetChange } from '../domain/asset-change.js';
import { tradeRadioTexts, type TradeRadioEvent } from '../domain/trade-radio-text.js';
import { postRadioMessages, type NewRadioMessage } from '../radio/post-radio-message.js';
import { requireLeader } from '../teams/team-access.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { teamIdOf } from '../teams/team.repository.js';
import type { TradeItem, TradeStatus } from '@citygames/contracts/fanhua/trades.rules';
import { checkTradeItems } from '@citygames/contracts/fanhua/trades.rules';
import { initiatorChanges, recipientChanges } from '../domain/trade-items.js';
import { checkTransition, isVisibleToTeam, partyOf, type TradeAction } from '../domain/trade-status.js';
import { recordTradeActivity } from './trade-activity.js';
import { tradeAlreadyHandled, tradeNotFound } from './trade-errors.js';
import { TradeModel, type TradeRecord } from './trade.model.js';
import { claimTeamGuard, TEAM_GUARDS } from '../guards/team-guard.model.js';
import { texts } from '../texts.js';

/** Open trades (pending or confirmed) one team may have started at once. */
export const MAX_OPEN_TRADES_PER_TEAM = 20;
const HISTORY_LIMIT = 200;

export interface NewTrade {
  toTeamId: string;
  items: readonly { type?: unknown; arg?: unknown; count?: unknown }[];
  msg: string;
}

/** Refuses early (before any write) when a team does not hold what it would pay right now. */
async function ensureHolds(teamId: Types.ObjectId, changes: readonly AssetChange[], owner: string): Promise<void> {
  for (const change of changes.filter((candidate) => candidate.count < 0)) {
    const held = await countOf(teamId, change.type, change.arg);
    if (held < -change.count) {
      throw new HttpError(409, 'INSUFFICIENT_ASSETS', texts.trade.shortOf(owner, assetDisplayName(change.type, change.arg), held, -change.count), {
        missing: { type: change.type, arg: change.arg, count: -change.count },
      });
    }
  }
}

/** The leader of one team proposes a trade to another; it starts as a draft only the initiator sees. */
export async function createTrade(playerId: string, input: NewTrade, now: Date, answer?: EffectAnswer<TradeRecord>): Promise<TradeRecord> {
  const { team } = await requireLeader(playerId, texts.trade.onlyLeaderInitiates);
  const toTeamId = teamIdOf(input.toTeamId);
  if (!toTeamId) throw new HttpError(400, 'TRADE_TARGET_REQUIRED', texts.trade.targetRequired);
  if (toTeamId.equals(team._id)) throw new HttpError(400, 'TRADE_WITH_SELF', texts.trade.notWithOwnTeam);
  const target = await TeamModel.findById(toTeamId).lean<TeamRecord>();
  if (!target) throw new HttpError(404, 'TEAM_NOT_FOUND', texts.trade.targetMissing);
  const checked = checkTradeItems(input.items);
  if (!checked.ok) throw new HttpError(400, 'TRADE_ITEMS_INVALID', checked.message);
  await ensureHolds(team._id, initiatorChanges(checked.items), texts.trade.ownTeam);
  // Count, then insert: the trade-desk guard makes two parallel creations of one team conflict on MongoDB.
  const created = await runTransaction(
    async (session) => {
      await claimTeamGuard(team._id, TEAM_GUARDS.tradeDesk, session);
      const open = await TradeModel.countDocuments({ fromTeamId: team._id, status: { $in: ['pending', 'buyer_confirmed'] } }).session(session);
      if (open >= MAX_OPEN_TRADES_PER_TEAM) throw new HttpError(409, 'TOO_MANY_OPEN_TRADES', texts.trade.tooManyOpen(MAX_OPEN_TRADES_PER_TEAM));
      const [trade] = await TradeModel.create(
        [
          {
            fromTeamId: team._id,
            fromTeamName: team.name,
            toTeamId: target._id,
            toTeamName: target.name,
            msg: input.msg,
            status: 'pending',
            commission: 0,
            items: checked.items,
            createdBy: playerId,
            createdAt: now,
          },
        ],
        { session },
      );
      return trade!.toObject() as TradeRecord;
    },
    { answer },
  );
  return created;
}

function radioFor(trade: TradeRecord, event: TradeRadioEvent): NewRadioMessage[] {
  const texts = tradeRadioTexts(trade, event);
  const message = (teamId: Types.ObjectId, text: { title: string; html: string }): NewRadioMessage => ({
    teamId,
    sender: 'merchant',
    messageType: 'trade_info',
    title: text.title,
    html: text.html,
    createdBy: 'system',
    tradeId: trade._id,
  });
  const messages = [message(trade.toTeamId, texts.recipient)];
  if (texts.initiator) messages.unshift(message(trade.fromTeamId, texts.initiator));
  return messages;
}

/** Moves the status only if it is still the one the caller checked; null when another request won. */
async function moveStatus(
  trade: TradeRecord,
  from: TradeStatus,
  set: Partial<Pick<TradeRecord, 'status' | 'confirmedAt' | 'finishedAt' | 'finishedBy'>>,
  session: ClientSession | null = null,
): Promise<TradeRecord> {
  const moved = await TradeModel.findOneAndUpdate({ _id: trade._id, status: from }, { $set: set }, { session, returnDocument: 'after' }).lean<TradeRecord>();
  if (!moved) throw tradeAlreadyHandled();
  return moved;
}

/** Pays and collects one side of a settlement, naming the team when it falls short. */
async function settleSide(teamId: Types.ObjectId, changes: AssetChange[], owner: string, session: ClientSession, now: Date): Promise<void> {
  try {
    await applyAssetChanges(await claimLedger(teamId, session, now), changes);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'INSUFFICIENT_ASSETS') {
      throw new HttpError(409, 'INSUFFICIENT_ASSETS', texts.trade.notSettled(owner, error.message), {
        ...error.extra,
        team_id: String(teamId),
      });
    }
    throw error;
  }
}

/**
 * Confirm, cancel, accept or reject, by the leader of the right side. Accepting settles the whole
 * trade in one transaction: the status flips only if it is still buyer_confirmed, both teams pay
 * with guarded decrements, and the radio messages are written, or nothing at all happens.
 */
export async function actOnTrade(
  playerId: string,
  tradeId: Types.ObjectId,
  action: TradeAction,
  now: Date,
  answer?: EffectAnswer<TradeRecord>,
): Promise<TradeRecord> {
  const { team } = await requireLeader(playerId, texts.trade.onlyLeaderOperates);
  const trade = await TradeModel.findById(tradeId).lean<TradeRecord>();
  const parties = trade && { status: trade.status, fromTeamId: String(trade.fromTeamId), toTeamId: String(trade.toTeamId) };
  if (!trade || !parties || !isVisibleToTeam(parties, String(team._id))) throw tradeNotFound();
  const check = checkTransition(parties, action, String(team._id));
  if (!check.allowed) throw new HttpError(check.status, check.code, check.message);

  switch (action) {
    case 'confirm': {
      await ensureHolds(trade.fromTeamId, initiatorChanges(trade.items), texts.trade.ownTeam);
      return runTransaction(
        async (session) => {
          const moved = await moveStatus(trade, 'pending', { status: 'buyer_confirmed', confirmedAt: now }, session);
          await postRadioMessages(radioFor(moved, 'offered'), now, session);
          return moved;
        },
        { answer },
      );
    }
    case 'cancel':
      // One guarded write, in a transaction of its own only so that its answer commits with it.
      return runTransaction((session) => moveStatus(trade, 'pending', { status: 'cancelled', finishedAt: now, finishedBy: playerId }, session), { answer });
    case 'reject': {
      return runTransaction(
        async (session) => {
          const moved = await moveStatus(trade, 'buyer_confirmed', { status: 'rejected', finishedAt: now, finishedBy: playerId }, session);
          await postRadioMessages(radioFor(moved, 'rejected'), now, session);
          return moved;
        },
        { answer },
      );
    }
    case 'accept': {
      return runTransaction(
        async (session) => {
          const moved = await moveStatus(trade, 'buyer_confirmed', { status: 'completed', finishedAt: now, finishedBy: playerId }, session);
          await settleSide(trade.toTeamId, recipientChanges(trade.items), texts.trade.ownTeam, session, now);
          await settleSide(trade.fromTeamId, initiatorChanges(trade.items), texts.trade.otherTeam(trade.fromTeamName), session, now);
          await postRadioMessages(radioFor(moved, 'completed'), now, session);
          await recordTradeActivity(moved, now, session);
          return moved;
        },
        { answer },
      );
    }
  }
}

/** Every trade the team's view lists, newest first. */
export async function listTradesOfTeam(teamId: Types.ObjectId): Promise<TradeRecord[]> {
  const trades = await TradeModel.find({ $or: [{ fromTeamId: teamId }, { toTeamId: teamId }], status: { $ne: 'cancelled' } })
    .sort({ createdAt: -1, _id: -1 })
    .limit(HISTORY_LIMIT)
    .lean<TradeRecord[]>();
  const id = String(teamId);
  return trades.filter((trade) => isVisibleToTeam({ status: trade.status, fromTeamId: String(trade.fromTeamId), toTeamId: String(trade.toTeamId) }, id));
}

/** One trade, if the viewer's team may see it (administrators see every trade). */
export async function findTradeFor(tradeId: Types.ObjectId, viewerTeamId: Types.ObjectId | null, isAdmin: boolean): Promise<TradeRecord> {
  const trade = await TradeModel.findById(tradeId).lean<TradeRecord>();
  if (!trade) throw tradeNotFound();
  if (isAdmin) return trade;
  const parties = { status: trade.status, fromTeamId: String(trade.fromTeamId), toTeamId: String(trade.toTeamId) };
  if (!viewerTeamId || partyOf(parties, String(viewerTeamId)) === null || !isVisibleToTeam(parties, String(viewerTeamId))) {
    throw tradeNotFound();
  }
  return trade;
}

export type { TradeItem };
