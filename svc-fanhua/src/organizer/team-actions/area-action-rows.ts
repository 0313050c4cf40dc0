import { assetDisplayName } from '@citygames/contracts/fanhua/assets.rules';
import { AreaTradeModel, type AreaTradeKind, type AreaTradeRecord } from '../../area-trades/area-trade.model.js';
import { AreaModel, type AreaRecord } from '../../areas/area.model.js';
import { judgeLocation, MAX_TRADE_ACCURACY_M } from '../../domain/location-verdict.js';
import { PositionFixModel, type PositionFixRecord, type PositionPurpose } from '../../positions/position-fix.model.js';
import type { ActionLogNames, TeamActionRow } from './action-log-names.js';

const KIND_ACTIONS: Record<AreaTradeKind, string> = {
  reward: '区域奖励',
  add: '特殊区域：提升天赋',
  exchange: '特殊区域：兑换天赋',
  shuffle: '特殊区域：重新分配天赋',
  bless: '特殊区域：祝福',
  mark: '标记区域为已交易',
};

const ATTEMPT_ACTIONS: Partial<Record<PositionPurpose, string>> = {
  'area-trade': '区域奖励',
  'special-area': '特殊区域行动',
  explore: '到访区域（定位核验）',
};
const LOGGED_PURPOSES = Object.keys(ATTEMPT_ACTIONS) as PositionPurpose[];

type Entries = readonly { type: string; arg: string; count: number }[];
const listed = (entries: Entries) => entries.map((entry) => `${assetDisplayName(entry.type, entry.arg)}×${entry.count}`).join('、');

function tradeContent(trade: AreaTradeRecord, area: string): string {
  const parts = [trade.rewardId ? `${area}，奖励组 ${trade.rewardId}` : area];
  if (trade.gained.length > 0) parts.push(`获得 ${listed(trade.gained)}`);
  if (trade.spent.length > 0) parts.push(`付出 ${listed(trade.spent)}`);
  return parts.join('；');
}

/**
 * Why the location check refused a fix, judged again from the stored fix against the area as it is now (the log keeps
 * the verdict, not its reason; an area moved since may no longer tell, and then the row says only that it failed).
 */
function locationRefusal(fix: PositionFixRecord, area: AreaRecord | undefined): string {
  const verdict = area && judgeLocation({ lat: fix.lat, lng: fix.lng, accuracy: fix.accuracy, timestamp: fix.fixedAt?.getTime() ?? null }, area, fix.at);
  if (!verdict || verdict.ok) return '定位核验未通过';
  if (verdict.reason === 'FIX_TIME_OFF') return '定位时间与服务器时间相差超过 5 分钟';
  if (verdict.reason === 'ACCURACY_TOO_LOW') return `定位精度 ${Math.round(verdict.accuracyM)} 米，超过 ${MAX_TRADE_ACCURACY_M} 米`;
  return `不在区域范围内（距中心 ${Math.round(verdict.distanceM)} 米，最多 ${Math.round(verdict.allowedM)} 米）`;
}

/** What became of an attempt whose position passed the check: its trade's row tells when it went through; else it was refused after. */
function refusedAfterCheck(earlierTrade: boolean): string {
  return earlierTrade ? '拒绝：本队已经和这个区域交易过' : '拒绝：定位核验通过，但没有成交（未达到交易条件等，具体原因没有记录）';
}

/**
 * The area rows of the actions CSV: every area trade a team made (accepted), and from the position log every area
 * attempt that did not become one (refused, with why) and every visit (explore) with its verdict. An accepted attempt
 * and its trade share the request's time, which is how the two are matched.
 */
export async function areaActionRows(names: ActionLogNames): Promise<TeamActionRow[]> {
  const [trades, fixes, areas] = await Promise.all([
    AreaTradeModel.find({}).lean<AreaTradeRecord[]>(),
    PositionFixModel.find(
      { purpose: { $in: LOGGED_PURPOSES }, teamId: { $ne: null }, areaId: { $ne: null } },
      { playerId: 1, teamId: 1, lat: 1, lng: 1, accuracy: 1, at: 1, purpose: 1, areaId: 1, accepted: 1, fixedAt: 1 },
    ).lean<PositionFixRecord[]>(),
    AreaModel.find({}).lean<AreaRecord[]>(),
  ]);
  const areaOf = new Map(areas.map((area) => [area._id, area]));
  const tradesOf = new Map<string, AreaTradeRecord[]>();
  for (const trade of trades) {
    const key = `${String(trade.teamId)}/${trade.areaId}`;
    tradesOf.set(key, [...(tradesOf.get(key) ?? []), trade]);
  }
  const rows: TeamActionRow[] = trades.map((trade) => ({
    at: trade.at,
    team: names.team(trade.teamId),
    player: names.player(trade.playerId),
    action: KIND_ACTIONS[trade.kind],
    what: tradeContent(trade, names.area(trade.areaId)),
    result: trade.kind === 'mark' ? '已记录（资产不变）' : '接受（成交）',
  }));
  for (const fix of fixes) {
    const areaId = fix.areaId!;
    const row = {
      at: fix.at,
      team: names.team(fix.teamId!),
      player: names.player(fix.playerId),
      action: ATTEMPT_ACTIONS[fix.purpose]!,
      what: names.area(areaId),
    };
    if (fix.purpose === 'explore') {
      rows.push({ ...row, result: fix.accepted ? '在范围内' : `不在范围内：${locationRefusal(fix, areaOf.get(areaId))}` });
      continue;
    }
    if (!fix.accepted) {
      rows.push({ ...row, result: `拒绝：${locationRefusal(fix, areaOf.get(areaId))}` });
      continue;
    }
    const own = tradesOf.get(`${fix.teamId}/${areaId}`) ?? [];
    if (own.some((trade) => trade.at.getTime() === fix.at.getTime())) continue;
    rows.push({ ...row, result: refusedAfterCheck(own.some((trade) => trade.at < fix.at)) });
  }
  return rows;
}
