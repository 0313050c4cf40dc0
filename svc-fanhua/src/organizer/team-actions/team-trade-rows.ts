import type { TradeItem } from '@citygames/contracts/fanhua/trades.rules';
import { describeTradeItems, splitTradeItems } from '../../domain/trade-items.js';
import { TradeModel, type TradeRecord } from '../../trades/trade.model.js';
import type { ActionLogNames, TeamActionRow } from './action-log-names.js';

/** 'gets …；gives …' from one side's point of view. */
function exchanged(gets: readonly TradeItem[], gives: readonly TradeItem[]): string {
  return `得到 ${describeTradeItems(gets)}；付出 ${describeTradeItems(gives)}`;
}

/**
 * The trades between teams that were judged: accepted (completed) or rejected by the other team. Each gives one row per
 * side, so filtering the sheet by a team shows all it did: the offer (its leader, when it was confirmed) and the answer
 * (who answered, when), each with what that side got and gave. Trades withdrawn or still open were never judged.
 */
export async function teamTradeRows(names: ActionLogNames): Promise<TeamActionRow[]> {
  const trades = await TradeModel.find({ status: { $in: ['completed', 'rejected'] } }).lean<TradeRecord[]>();
  return trades.flatMap((trade) => {
    const accepted = trade.status === 'completed';
    const { gained, paid } = splitTradeItems(trade.items);
    const from = names.team(trade.fromTeamId);
    const to = names.team(trade.toTeamId);
    const message = trade.msg ? `（留言：${trade.msg}）` : '';
    return [
      {
        at: trade.confirmedAt ?? trade.createdAt,
        team: from,
        player: names.player(trade.createdBy),
        action: `向「${to}」发起交易`,
        what: `${exchanged(gained, paid)}${message}`,
        result: accepted ? '对方接受（成交）' : '对方拒绝',
      },
      {
        at: trade.finishedAt ?? trade.createdAt,
        team: to,
        player: trade.finishedBy ? names.player(trade.finishedBy) : '',
        action: `回应「${from}」的交易`,
        what: exchanged(paid, gained),
        result: accepted ? '接受（成交）' : '拒绝',
      },
    ];
  });
}
