import type { TradeItem } from '@citygames/contracts/fanhua/trades.rules';
import { describeTradeItems, splitTradeItems } from './trade-items.js';
import { escapeHtml } from './radio-page.js';

export interface TradeForRadio {
  fromTeamName: string;
  toTeamName: string;
  items: readonly TradeItem[];
}

export interface RadioText {
  title: string;
  html: string;
}

export type TradeRadioEvent = 'offered' | 'completed' | 'rejected';

const line = (label: string, text: string) => `<p>${label}：${escapeHtml(text)}</p>`;

/**
 * The 'trade info' messages one event sends to each side, seen from that side: what the team
 * got and what it gave. An offer is announced only to the counterparty.
 */
export function tradeRadioTexts(trade: TradeForRadio, event: TradeRadioEvent): { initiator: RadioText | null; recipient: RadioText } {
  const { gained, paid } = splitTradeItems(trade.items);
  const from = escapeHtml(trade.fromTeamName);
  const to = escapeHtml(trade.toTeamName);
  const forInitiator = line('获得', describeTradeItems(gained)) + line('付出', describeTradeItems(paid));
  const forRecipient = line('获得', describeTradeItems(paid)) + line('付出', describeTradeItems(gained));
  switch (event) {
    case 'offered':
      return {
        initiator: null,
        recipient: {
          title: `「${trade.fromTeamName}」发来交易请求`,
          html: `<p>「${from}」向你们发起了交易，请队长到交易页处理。</p>${forRecipient}`,
        },
      };
    case 'completed':
      return {
        initiator: { title: '交易完成', html: `<p>与「${to}」的交易已成交。</p>${forInitiator}` },
        recipient: { title: '交易完成', html: `<p>与「${from}」的交易已成交。</p>${forRecipient}` },
      };
    case 'rejected':
      return {
        initiator: { title: '交易被拒绝', html: `<p>「${to}」拒绝了你们的交易请求，物资没有变动。</p>${forInitiator}` },
        recipient: { title: '已拒绝交易', html: `<p>你们拒绝了「${from}」的交易请求，物资没有变动。</p>${forRecipient}` },
      };
  }
}
