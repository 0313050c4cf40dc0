import type { ClientSession, Types } from 'mongoose';
import { assetDisplayName } from '@citygames/contracts/fanhua/assets.rules';
import { recordActivity } from '@citygames/service-kit/organizer/console/activity-feed';
import { PlayerModel } from '../players/player.model.js';
import { TeamModel } from '../teams/team.model.js';
import type { AreaTradeKind } from './area-trade.model.js';

const KIND_TEXTS: Record<AreaTradeKind, string> = {
  reward: '领取了区域奖励',
  add: '完成了特殊区域行动',
  exchange: '完成了特殊区域兑换',
  bless: '得到了区域祝福',
  shuffle: '重新分配了天赋',
  mark: '把区域标记为已交易',
};

type Entries = readonly { type: string; arg: string; count: number }[];

const listed = (entries: Entries) => entries.map((entry) => `${assetDisplayName(entry.type, entry.arg)}×${entry.count}`).join('、');

/** The team's and the player's names as the feed shows them, read in the entry's transaction. */
async function namesOf(teamId: Types.ObjectId, playerId: string, session: ClientSession): Promise<{ teamName: string; playerName: string | null }> {
  const [team, player] = await Promise.all([
    TeamModel.findById(teamId, { name: 1 }).session(session).lean(),
    PlayerModel.findById(playerId, { name: 1 }).session(session).lean(),
  ]);
  return { teamName: team?.name ?? '', playerName: player?.name ?? null };
}

/** The feed's entry of an area trade, in the trade's own transaction (docs/invariants.md「活动动态」). */
export async function recordAreaTradeActivity(
  input: { teamId: Types.ObjectId; areaName: string; kind: AreaTradeKind; playerId: string; spent: Entries; gained: Entries; at: Date },
  session: ClientSession,
): Promise<void> {
  const { teamName, playerName } = await namesOf(input.teamId, input.playerId, session);
  const where = input.areaName ? `在「${input.areaName}」` : '';
  const paid = input.spent.length > 0 ? `，付出 ${listed(input.spent)}` : '';
  const got = input.gained.length > 0 ? `，获得 ${listed(input.gained)}` : '';
  await recordActivity(
    { kind: 'area.reward', team: teamName, player: playerName, summary: `${teamName}${where}${KIND_TEXTS[input.kind]}${got}${paid}` },
    input.at,
    session,
  );
}

/** The feed's entry of a team's awakening, in the awakening's own transaction. */
export async function recordAwakeningActivity(
  input: { teamId: Types.ObjectId; playerId: string; gained: Entries; at: Date },
  session: ClientSession,
): Promise<void> {
  const { teamName, playerName } = await namesOf(input.teamId, input.playerId, session);
  await recordActivity(
    { kind: 'awakening', team: teamName, player: playerName, summary: `${teamName}觉醒了天赋，获得 ${listed(input.gained)}` },
    input.at,
    session,
  );
}
