import type { ClientSession, Types } from 'mongoose';
import { HttpError, isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { applyAssetChanges, claimLedger, countOf } from '../assets/team-asset.repository.js';
import { runTransaction, type EffectAnswer } from '@citygames/service-kit/data/transaction';
import { assetDisplayName, TALENT_TYPES, type TalentType } from '@citygames/contracts/fanhua/assets.rules';
import type { AssetChange } from '../domain/asset-change.js';
import { holdingKey, rewardChanges, unmetConds, type RewardGroup } from '../domain/reward-rules.js';
import { specialActionChanges, type SpecialEffect } from '../domain/special-effects.js';
import type { RandomSource } from '../domain/random-source.js';
import { checkAwakening, checkShuffle, type Allocation, type TalentValues } from '@citygames/contracts/fanhua/talents.rules';
import { TalentAwakeningModel, TALENT_AWAKENING_INDEX } from '../talents/talent-awakening.model.js';
import { recordAreaTradeActivity, recordAwakeningActivity } from './area-trade-activity.js';
import { AreaTradeModel, AREA_TRADE_ONCE_INDEX, type AreaTradeKind } from './area-trade.model.js';
import type { AreaRecord } from '../areas/area.model.js';
import { recordMemberEarnings } from '../earnings/record-member-earnings.js';
import { areaEarning, AWAKENING_EARNING, tradeKindEarns } from '../domain/player-earnings.js';
import { texts } from '../texts.js';

export interface TradedReward {
  spent: { type: string; arg: string; count: number }[];
  gained: { type: string; arg: string; count: number }[];
}

export const alreadyTraded = () => new HttpError(409, 'AREA_ALREADY_TRADED', texts.area.alreadyTraded);

/** Splits ledger changes into what the team paid and what it received (positive counts). */
export function tradedReward(changes: readonly AssetChange[]): TradedReward {
  return {
    spent: changes.filter((c) => c.count < 0).map((c) => ({ type: c.type, arg: c.arg, count: -c.count })),
    gained: changes.filter((c) => c.count > 0).map((c) => ({ type: c.type, arg: c.arg, count: c.count })),
  };
}

export async function currentTalents(teamId: Types.ObjectId, session?: ClientSession): Promise<TalentValues> {
  const values = {} as TalentValues;
  for (const talent of TALENT_TYPES) values[talent] = await countOf(teamId, talent, '', session);
  return values;
}

interface AreaTradeRecordInput {
  teamId: Types.ObjectId;
  areaId: number;
  /** For the refusal when a member already traded this area in another team. */
  areaName: string;
  kind: AreaTradeKind;
  rewardId: string | null;
  playerId: string;
  changes: AssetChange[];
  at: Date;
}

/**
 * The once-per-team-and-area record; a duplicate (earlier or parallel trade) is a 409. A trade also
 * uses up the area for every member the team has now (docs/invariants.md): a member who traded it
 * in another team makes it a 409 too.
 */
async function recordAreaTrade(input: AreaTradeRecordInput, session: ClientSession): Promise<void> {
  const { spent, gained } = tradedReward(input.changes);
  if (tradeKindEarns(input.kind)) {
    await recordMemberEarnings(
      input.teamId,
      areaEarning(input.areaId),
      input.at,
      session,
      (names) => new HttpError(409, 'AREA_EARNED_ELSEWHERE', texts.earnings.areaEarnedElsewhere(input.areaName, names), { players: names }),
    );
  }
  try {
    await AreaTradeModel.create(
      [{ teamId: input.teamId, areaId: input.areaId, kind: input.kind, rewardId: input.rewardId, playerId: input.playerId, spent, gained, at: input.at }],
      { session },
    );
  } catch (error) {
    if (isDuplicateKeyError(error) && String((error as Error).message).includes(AREA_TRADE_ONCE_INDEX)) throw alreadyTraded();
    throw error;
  }
  await recordAreaTradeActivity({ ...input, spent, gained }, session);
}

function rethrowDuplicate(error: unknown): never {
  if (isDuplicateKeyError(error) && String((error as Error).message).includes(AREA_TRADE_ONCE_INDEX)) throw alreadyTraded();
  throw error;
}

/**
 * Takes one reward group of an area: conds are checked against what the team holds, requires are
 * paid and gives granted, and the area is recorded as traded, all in one transaction.
 */
export async function tradeWithArea(
  teamId: Types.ObjectId,
  playerId: string,
  area: AreaRecord,
  group: RewardGroup,
  at: Date,
  answer?: EffectAnswer<TradedReward>,
): Promise<TradedReward> {
  const changes = rewardChanges(group);
  try {
    return await runTransaction(
      async (session) => {
        // The conds are read here and other lines written below: the ledger guard makes a parallel trade spending them conflict.
        const ledger = await claimLedger(teamId, session, at);
        if (await AreaTradeModel.exists({ teamId, areaId: area._id }).session(session)) throw alreadyTraded();
        const holdings = new Map<string, number>();
        for (const cond of group.conds) holdings.set(holdingKey(cond.type, cond.arg), await countOf(teamId, cond.type, cond.arg, session));
        const unmet = unmetConds(group.conds, holdings);
        if (unmet.length > 0) {
          const text = unmet.map((cond) => `${assetDisplayName(cond.type, cond.arg)} ≥ ${cond.count}`).join('，');
          throw new HttpError(409, 'CONDS_NOT_MET', texts.area.condsNotMet(text), { unmet });
        }
        await recordAreaTrade({ teamId, areaId: area._id, areaName: area.name, kind: 'reward', rewardId: group.id, playerId, changes, at }, session);
        await applyAssetChanges(ledger, changes);
        return tradedReward(changes);
      },
      { answer },
    );
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/** Add, exchange or bless in a special area (bless rolled here), once per team and area. */
export async function performSpecialAction(
  teamId: Types.ObjectId,
  playerId: string,
  area: AreaRecord,
  effect: Exclude<SpecialEffect, { type: 'shuffle' }>,
  random: RandomSource,
  at: Date,
  answer?: EffectAnswer<TradedReward>,
): Promise<TradedReward> {
  try {
    return await runTransaction(
      async (session) => {
        const ledger = await claimLedger(teamId, session, at);
        if (await AreaTradeModel.exists({ teamId, areaId: area._id }).session(session)) throw alreadyTraded();
        const changes = specialActionChanges(effect, await currentTalents(teamId, session), random);
        await recordAreaTrade({ teamId, areaId: area._id, areaName: area.name, kind: effect.type, rewardId: null, playerId, changes, at }, session);
        await applyAssetChanges(ledger, changes);
        return tradedReward(changes);
      },
      { answer },
    );
  } catch (error) {
    rethrowDuplicate(error);
  }
}

function allocationChanges(deltas: TalentValues): AssetChange[] {
  return TALENT_TYPES.filter((talent) => deltas[talent] !== 0).map((talent: TalentType) => ({ type: talent, arg: '', count: deltas[talent] }));
}

/**
 * The once-only awakening: 30 points, none negative, added to whatever the team holds (talents
 * gained before from special areas, rewards, trades or grants neither block nor count towards it).
 * The unique awakening record per team makes it happen once, also when two members try at once;
 * each member takes part in one awakening per event, so a player hopping teams mints nothing.
 */
export async function awakenTalents(
  teamId: Types.ObjectId,
  playerId: string,
  allocations: readonly Allocation[],
  at: Date,
  answer?: EffectAnswer<TalentValues>,
): Promise<TalentValues> {
  const check = checkAwakening(allocations);
  if (!check.ok) throw new HttpError(400, 'BAD_ALLOCATION', check.message);
  try {
    return await runTransaction(
      async (session) => {
        const ledger = await claimLedger(teamId, session, at);
        if (await TalentAwakeningModel.exists({ teamId }).session(session)) throw alreadyAwakened();
        await recordMemberEarnings(
          teamId,
          AWAKENING_EARNING,
          at,
          session,
          (names) => new HttpError(409, 'AWAKENING_EARNED_ELSEWHERE', texts.earnings.awakeningEarnedElsewhere(names), { players: names }),
        );
        await TalentAwakeningModel.create([{ teamId, playerId, ...check.deltas, at }], { session });
        const gained = allocationChanges(check.deltas);
        await applyAssetChanges(ledger, gained);
        await recordAwakeningActivity({ teamId, playerId, gained: gained.filter((change) => change.count > 0), at }, session);
        return currentTalents(teamId, session);
      },
      { answer },
    );
  } catch (error) {
    if (isDuplicateKeyError(error) && String((error as Error).message).includes(TALENT_AWAKENING_INDEX)) throw alreadyAwakened();
    throw error;
  }
}

const alreadyAwakened = () => new HttpError(409, 'ALREADY_AWAKENED', texts.area.alreadyAwakened);

/** Whether the team has awakened its talents (the awakening dialog is offered until it has). */
export async function hasAwakened(teamId: Types.ObjectId): Promise<boolean> {
  return (await TalentAwakeningModel.exists({ teamId })) !== null;
}

/** Shuffle in a special area: changes summing to 0, no talent below 0, once per team and area. */
export async function shuffleTalents(
  teamId: Types.ObjectId,
  playerId: string,
  area: AreaRecord,
  allocations: readonly Allocation[],
  at: Date,
  answer?: EffectAnswer<TradedReward>,
): Promise<TradedReward> {
  try {
    return await runTransaction(
      async (session) => {
        const ledger = await claimLedger(teamId, session, at);
        if (await AreaTradeModel.exists({ teamId, areaId: area._id }).session(session)) throw alreadyTraded();
        const check = checkShuffle(await currentTalents(teamId, session), allocations);
        if (!check.ok) throw new HttpError(400, 'BAD_ALLOCATION', check.message);
        const changes = allocationChanges(check.deltas);
        await recordAreaTrade({ teamId, areaId: area._id, areaName: area.name, kind: 'shuffle', rewardId: null, playerId, changes, at }, session);
        await applyAssetChanges(ledger, changes);
        return tradedReward(changes);
      },
      { answer },
    );
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/** mark-area-traded: idempotent; an area not traded yet is recorded as done without any change. */
export async function markAreaTraded(teamId: Types.ObjectId, playerId: string, areaId: number, at: Date, answer?: EffectAnswer<void>): Promise<void> {
  try {
    await runTransaction(
      async (session) => {
        if (await AreaTradeModel.exists({ teamId, areaId }).session(session)) return;
        await recordAreaTrade({ teamId, areaId, areaName: '', kind: 'mark', rewardId: null, playerId, changes: [], at }, session);
      },
      { answer },
    );
  } catch (error) {
    if (isDuplicateKeyError(error)) return;
    throw error;
  }
}

export async function hasTraded(teamId: Types.ObjectId, areaId: number): Promise<boolean> {
  return (await AreaTradeModel.exists({ teamId, areaId })) !== null;
}
