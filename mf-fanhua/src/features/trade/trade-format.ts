import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { assetName, type TradeItem } from '../../api/trade-api';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A UTC time from the server, in China time: '2025-07-12 09:30'. */
export function chinaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return time.isValid() ? time.tz('Asia/Shanghai').format('YYYY-MM-DD HH:mm') : '';
}

/** '面包×3、智力×2' (counts shown positive). */
export function describeItems(items: readonly TradeItem[], none: string): string {
  if (items.length === 0) return none;
  return items.map((item) => `${assetName(item.type, item.arg)}×${Math.abs(item.count)}`).join('、');
}
