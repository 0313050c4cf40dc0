import type { TradeStatus } from '@citygames/contracts/fanhua/trades.rules';
import type { StudioImpactResponse, StudioTeamImpact } from '@citygames/contracts/organizer/studio.schema';
import { AreaTradeModel } from '../area-trades/area-trade.model.js';
import { AreaModel } from '../areas/area.model.js';
import { TeamModel } from '../teams/team.model.js';
import { TradeModel } from '../trades/trade.model.js';
import type { FanhuaPack } from './pack-schema.js';

type Entry = { type: string; arg?: string | null; count: number };
type Group = { id: string; text?: string | null; requires: Entry[]; gives: Entry[]; conds: Entry[] };

const entriesText = (entries: readonly Entry[]) => entries.map((entry) => [entry.type, entry.arg ?? '', entry.count]);
/** What a team trading with the area gets and pays, comparable between the stored area and the pack's. */
function offerOf(area: { special?: unknown; rewards: readonly Group[] }): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value;
  const rewards = area.rewards.map((group) => [group.id, group.text ?? null, entriesText(group.requires), entriesText(group.gives), entriesText(group.conds)]);
  return JSON.stringify(sorted({ special: area.special ?? null, rewards }));
}

/** A team-to-team trade not yet completed, rejected or cancelled. */
const OPEN_TRADE_STATUSES: TradeStatus[] = ['pending', 'buyer_confirmed'];

/**
 * What publishing a pack does to the teams playing now, by the rule of importPack: event settings
 * and areas are replaced by id and the areas the pack lacks removed, while teams, assets, area
 * trade records and team-to-team trades stay. So a team that traded with a removed area keeps
 * what it got, and one that traded with an area whose offer changed keeps the old result and, the
 * trade being once per team and area, cannot trade there again for the new one.
 */
export async function readPublishImpact(pack: FanhuaPack): Promise<StudioImpactResponse> {
  const [areas, areaTrades, teams, openTrades, tradingTeams] = await Promise.all([
    AreaModel.find({}, { name: 1, special: 1, rewards: 1 }).lean(),
    AreaTradeModel.find({}, { teamId: 1, areaId: 1 }).lean(),
    TeamModel.find({}, { name: 1 }).lean(),
    TradeModel.countDocuments({ status: { $in: OPEN_TRADE_STATUSES } }),
    TradeModel.find({ status: 'completed' }, { fromTeamId: 1, toTeamId: 1 }).lean(),
  ]);
  // Real progress: an area traded or marked, or a trade with another team completed; a new team's assets are none.
  const playing = new Set([
    ...areaTrades.map((trade) => trade.teamId.toString()),
    ...tradingTeams.flatMap((trade) => [trade.fromTeamId.toString(), trade.toTeamId.toString()]),
  ]);
  const withProgress = teams.filter((team) => playing.has(team._id.toString())).length;
  const next = new Map(pack.areas.map((area) => [area.id, area]));
  const removed = new Set(areas.filter((area) => !next.has(area._id)).map((area) => area._id));
  const changed = new Set(
    areas
      .filter((area) => next.has(area._id) && offerOf(area as { special?: unknown; rewards: Group[] }) !== offerOf(next.get(area._id)!))
      .map((area) => area._id),
  );
  const nameOf = new Map(areas.map((area) => [area._id, `${area._id}「${area.name}」`]));
  const rows: StudioTeamImpact[] = teams.flatMap((team) => {
    const traded = areaTrades.filter((trade) => trade.teamId.equals(team._id)).map((trade) => trade.areaId);
    const gone = traded.filter((area) => removed.has(area));
    const renewed = traded.filter((area) => changed.has(area));
    const parts = [
      ...(gone.length > 0 ? [`交易过的区域 ${gone.map((area) => nameOf.get(area)).join('、')}将被移除（所得和交易记录保留）`] : []),
      ...(renewed.length > 0 ? [`交易过的区域 ${renewed.map((area) => nameOf.get(area)).join('、')}的奖励或效果改变：已得的保留，不能再按新的交易`] : []),
    ];
    return parts.length > 0 ? [{ team: team.name, effect: parts.join('；') }] : [];
  });
  const summary =
    `区域按编号替换：移除 ${removed.size} 个、奖励或效果改变 ${changed.size} 个，新增 ${pack.areas.filter((area) => !nameOf.has(area.id)).length} 个；` +
    `名单不变（${teams.length} 支队伍），有进度的 ${withProgress} 支队伍保留资产、区域交易记录和队伍间交易` +
    (rows.length > 0 ? `，其中 ${rows.length} 支队伍交易过受影响的区域，见下表。` : '，没有队伍交易过受影响的区域。');
  return {
    summary,
    teams: rows,
    notes: [`进行中的队伍间交易 ${openTrades} 笔：导入不改动队伍间交易和资产，它们照常确认或取消。`],
  };
}
