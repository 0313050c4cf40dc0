import type { ClientSession } from 'mongoose';
import { assetDisplayName } from '@citygames/contracts/fanhua/assets.rules';
import { recordActivity } from '@citygames/service-kit/organizer/console/activity-feed';
import { splitTradeItems } from '../domain/trade-items.js';
import type { TradeRecord } from './trade.model.js';

/** The feed's entry of a completed trade between two teams, in the settling transaction (docs/invariants.md「活动动态」). */
export async function recordTradeActivity(trade: TradeRecord, at: Date, session: ClientSession): Promise<void> {
  const { gained, paid } = splitTradeItems(trade.items);
  const listed = (items: typeof gained) => items.map((item) => `${assetDisplayName(item.type, item.arg ?? '')}×${item.count}`).join('、') || '无';
  await recordActivity(
    {
      kind: 'trade',
      team: [trade.fromTeamName, trade.toTeamName],
      summary: `${trade.fromTeamName} 与 ${trade.toTeamName} 完成交易：${trade.fromTeamName} 得到 ${listed(gained)}，付出 ${listed(paid)}`,
    },
    at,
    session,
  );
}
