import { Types, type ClientSession, type PipelineStage } from 'mongoose';
import { HttpError } from '@citygames/service-kit/http/errors';
import { assetDisplayName, isValidAssetKey } from '@citygames/contracts/fanhua/assets.rules';
import type { AssetChange } from '../domain/asset-change.js';
import { TeamAssetModel, type TeamAssetRecord } from './team-asset.model.js';
import { claimTeamGuard, TEAM_GUARDS } from '../guards/team-guard.model.js';
import { keepStandingsBeforeChange } from './frozen-standings.js';
import { texts } from '../texts.js';

export type TeamIdLike = Types.ObjectId | string;

function asObjectId(teamId: TeamIdLike): Types.ObjectId {
  return typeof teamId === 'string' ? new Types.ObjectId(teamId) : teamId;
}

/** Only claimLedger can make a LedgerClaim: the symbol is not exported, so an object literal does not type-check. */
const CLAIMED: unique symbol = Symbol('ledger claimed');

/**
 * Proof that the team's ledger guard was written in this transaction (guards/team-guard.model.ts):
 * applyAssetChanges takes nothing else, so no change of a team's assets can skip the guard, and a
 * transaction that claimed it before reading what its decision rests on does not write it twice.
 */
export interface LedgerClaim {
  readonly [CLAIMED]: true;
  readonly teamId: Types.ObjectId;
  readonly session: ClientSession;
  /** When the change happens by the service's clock (the board's freeze is judged by it). */
  readonly now: Date;
}

/**
 * Writes the team's ledger guard inside the caller's transaction, so this transaction conflicts on
 * MongoDB with every other one that changes or decides on the team's assets. Claim it before
 * reading what the decision rests on (conds, talents), so a conflicting transaction fails fast.
 */
export async function claimLedger(teamId: TeamIdLike, session: ClientSession, now: Date): Promise<LedgerClaim> {
  const team = asObjectId(teamId);
  await claimTeamGuard(team, TEAM_GUARDS.ledger, session);
  return { [CLAIMED]: true, teamId: team, session, now };
}

/**
 * Applies a list of changes to the claimed team's inventory inside the claim's transaction. Once the players' board has
 * frozen, the first change after the freeze keeps the standings before it changes anything (frozen-standings.ts).
 * Payments (negative counts) go first, each a guarded `count >= n` decrement; a payment that
 * cannot be made throws 409 INSUFFICIENT_ASSETS naming the item, so the caller's transaction
 * aborts and nothing moves. Gains (positive counts) are upserted increments. Zero counts are
 * ignored.
 */
export async function applyAssetChanges(ledger: LedgerClaim, changes: readonly AssetChange[]): Promise<void> {
  const { teamId: team, session, now } = ledger;
  for (const change of changes) {
    if (!Number.isInteger(change.count)) throw new HttpError(400, 'BAD_ASSET', texts.asset.countNotInteger);
    if (!isValidAssetKey(change.type, change.arg)) {
      throw new HttpError(400, 'BAD_ASSET', texts.asset.unknownType(change.type, change.arg));
    }
  }
  await keepStandingsBeforeChange(session, now);
  const payments = changes.filter((change) => change.count < 0);
  const gains = changes.filter((change) => change.count > 0);

  for (const payment of payments) {
    const amount = -payment.count;
    const paid = await TeamAssetModel.findOneAndUpdate(
      { teamId: team, type: payment.type, arg: payment.arg, count: { $gte: amount } },
      { $inc: { count: -amount } },
      { session, returnDocument: 'after' },
    );
    if (!paid) {
      const name = assetDisplayName(payment.type, payment.arg);
      throw new HttpError(409, 'INSUFFICIENT_ASSETS', texts.asset.shortOf(name, amount), {
        missing: { type: payment.type, arg: payment.arg, count: amount },
      });
    }
  }
  for (const gain of gains) {
    await TeamAssetModel.updateOne({ teamId: team, type: gain.type, arg: gain.arg }, { $inc: { count: gain.count } }, { session, upsert: true });
  }
}

export interface TeamAssetLine {
  type: string;
  arg: string;
  count: number;
}

const INVENTORY_ORDER = { type: 1, arg: 1 } as const;

/** Every inventory line of a team (zero lines included), as plain response objects. */
export async function listTeamAssets(teamId: TeamIdLike, session?: ClientSession): Promise<TeamAssetLine[]> {
  const lines = await TeamAssetModel.find({ teamId: asObjectId(teamId) })
    .session(session ?? null)
    .sort(INVENTORY_ORDER)
    .lean<TeamAssetRecord[]>();
  return assetLinesOf(lines);
}

/** What teamAssetsLookup adds to the document it joins onto. */
export interface JoinedAssets {
  teamAssets: TeamAssetRecord[];
}

/**
 * A $lookup that joins the team's inventory, ordered as listTeamAssets orders it, onto a document
 * holding the team's _id at `teamIdField` (the unique (teamId, type, arg) index serves it).
 */
export function teamAssetsLookup(teamIdField: string): PipelineStage.Lookup {
  return {
    $lookup: {
      from: TeamAssetModel.collection.collectionName,
      localField: teamIdField,
      foreignField: 'teamId',
      pipeline: [{ $sort: INVENTORY_ORDER }],
      as: 'teamAssets',
    },
  };
}

/** Inventory lines as plain response objects. */
export function assetLinesOf(lines: readonly TeamAssetRecord[]): TeamAssetLine[] {
  return lines.map((line) => ({ type: line.type, arg: line.arg ?? '', count: line.count }));
}

/** The count of one line (0 when the team never had it). */
export async function countOf(teamId: TeamIdLike, type: string, arg: string, session?: ClientSession): Promise<number> {
  const line = await TeamAssetModel.findOne({ teamId: asObjectId(teamId), type, arg })
    .session(session ?? null)
    .lean<TeamAssetRecord>();
  return line?.count ?? 0;
}
