import type { Types } from 'mongoose';
import type { FanhuaProgress, FanhuaStuckBoardResponse } from '@citygames/contracts/organizer/fanhua-stuck.schema';
import { scheduledOpeningPassed } from '@citygames/service-kit/auth/platform-records';
import { AreaTradeModel } from '../area-trades/area-trade.model.js';
import { AreaModel } from '../areas/area.model.js';
import { findEventSettings } from '../content/event-settings.js';
import { PositionFixModel, type PositionPurpose } from '../positions/position-fix.model.js';
import { TalentAwakeningModel } from '../talents/talent-awakening.model.js';
import { TeamModel } from '../teams/team.model.js';
import { TradeModel } from '../trades/trade.model.js';
import { teamClock } from './stuck-clock.js';

/** Positions a player sends when the team goes for an area (not the GPS test page, which any player may try before the start). */
const AREA_ATTEMPTS: PositionPurpose[] = ['area-trade', 'special-area', 'explore'];

interface TeamEvents {
  progress: FanhuaProgress[];
  actions: Date[];
  areaTrades: number;
  teamTrades: number;
  awakened: boolean;
}

const earliest = (times: readonly Date[]): Date | null => times.reduce<Date | null>((first, at) => (!first || at < first ? at : first), null);

/**
 * fanhua's stuck board: when each team started and since when it has made no progress (stuck-clock.ts). Progress is
 * what moves a team on by its own play: an area reward or special-area action, a trade with another team that
 * completed (for both teams), its awakening. Every event is stored with the team it happened in, so a player who
 * changed teams moves only the clock of the team they acted for. One read per collection, whatever the number of
 * teams; the position log is read only for the teams that have done nothing else (for the others the start is their
 * first area trade, trade or awakening, not an explore a few minutes before it).
 */
export async function readFanhuaStuckBoard(now: Date): Promise<FanhuaStuckBoardResponse> {
  const [teams, areaTrades, trades, awakenings, areas, settings, scheduledOpening] = await Promise.all([
    TeamModel.find({}, { name: 1 }).sort({ createdAt: 1, _id: 1 }).lean(),
    AreaTradeModel.find({}, { teamId: 1, areaId: 1, kind: 1, at: 1 }).lean(),
    TradeModel.find({}, { fromTeamId: 1, fromTeamName: 1, toTeamId: 1, toTeamName: 1, status: 1, createdAt: 1, finishedAt: 1 }).lean(),
    TalentAwakeningModel.find({}, { teamId: 1, at: 1 }).lean<{ teamId: Types.ObjectId; at: Date }[]>(),
    AreaModel.find({}, { name: 1 }).lean(),
    findEventSettings(),
    scheduledOpeningPassed('fanhua', now),
  ]);
  const events = new Map<string, TeamEvents>(
    teams.map((team) => [String(team._id), { progress: [], actions: [], areaTrades: 0, teamTrades: 0, awakened: false }]),
  );
  const teamName = new Map(teams.map((team) => [String(team._id), team.name]));
  const areaName = new Map(areas.map((area) => [Number(area._id), area.name]));
  const of = (teamId: Types.ObjectId) => events.get(String(teamId));

  for (const trade of areaTrades) {
    const own = of(trade.teamId);
    if (!own) continue;
    own.actions.push(trade.at);
    if (trade.kind === 'mark') continue;
    own.areaTrades += 1;
    own.progress.push({ kind: 'area', at: trade.at.toISOString(), areaId: trade.areaId, areaName: areaName.get(trade.areaId) ?? '' });
  }
  for (const trade of trades) {
    of(trade.fromTeamId)?.actions.push(trade.createdAt);
    const answered = trade.status === 'completed' || trade.status === 'rejected' ? trade.finishedAt : null;
    if (answered) of(trade.toTeamId)?.actions.push(answered);
    if (trade.status !== 'completed' || !trade.finishedAt) continue;
    const at = trade.finishedAt.toISOString();
    for (const [side, other, otherName] of [
      [trade.fromTeamId, trade.toTeamId, trade.toTeamName],
      [trade.toTeamId, trade.fromTeamId, trade.fromTeamName],
    ] as const) {
      const own = of(side);
      if (!own) continue;
      own.teamTrades += 1;
      own.progress.push({ kind: 'trade', at, otherTeam: teamName.get(String(other)) ?? otherName });
    }
  }
  for (const awakening of awakenings) {
    const own = of(awakening.teamId);
    if (!own) continue;
    own.awakened = true;
    own.actions.push(awakening.at);
    own.progress.push({ kind: 'awakening', at: awakening.at.toISOString() });
  }

  const idle = [...events].filter(([, own]) => own.actions.length === 0).map(([id]) => id);
  const firstAttempts =
    idle.length === 0
      ? []
      : await PositionFixModel.aggregate<{ _id: string; first: Date }>([
          { $match: { teamId: { $in: idle }, purpose: { $in: AREA_ATTEMPTS } } },
          // the order of the `by_team_time` index: each team's first fix is its first in the group
          { $sort: { teamId: 1, at: 1 } },
          { $group: { _id: '$teamId', first: { $first: '$at' } } },
        ]);
  for (const attempt of firstAttempts) events.get(attempt._id)?.actions.push(attempt.first);

  const openings = { scheduledOpening, tradesOpenAt: settings?.opensAt ?? null };
  return {
    at: now.toISOString(),
    teams: teams.map((team) => {
      const own = events.get(String(team._id))!;
      const lastProgress = own.progress.reduce<FanhuaProgress | null>((last, entry) => (!last || entry.at > last.at ? entry : last), null);
      const clock = teamClock({ lastProgressAt: lastProgress ? new Date(lastProgress.at) : null, firstActionAt: earliest(own.actions) }, openings, now);
      return {
        id: String(team._id),
        name: team.name,
        areaTrades: own.areaTrades,
        teamTrades: own.teamTrades,
        awakened: own.awakened,
        lastProgress,
        startedAt: clock.startedAt?.toISOString() ?? null,
        stuckSince: clock.stuckSince?.toISOString() ?? null,
      };
    }),
  };
}
