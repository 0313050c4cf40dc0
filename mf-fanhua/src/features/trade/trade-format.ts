import { assetName } from '../../shared/asset-catalogue';
import type { TradeItem } from '@citygames/contracts/fanhua/trades.rules';

/** '面包×3、智力×2' (counts shown positive). */
export function describeItems(items: readonly TradeItem[], none: string): string {
  if (items.length === 0) return none;
  return items.map((item) => `${assetName(item.type, item.arg)}×${Math.abs(item.count)}`).join('、');
}
