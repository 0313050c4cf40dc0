import type { ClientSession } from 'mongoose';
import { onDatabaseReset } from '@citygames/service-kit/data/database-reset';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { boardFreezeNow, type BoardFreeze } from './board-freeze.js';
import { FrozenStandingsModel, type StandingLine } from './frozen-standings.model.js';
import { TeamAssetModel } from './team-asset.model.js';

/**
 * The players' board after a freeze is a property of the data (docs/invariants.md「fanhua」, 封榜): the standings' source
 * data (every team's holdings) is kept once per freeze time, by whichever comes first after it, a standings-changing write
 * (inside its own transaction, before its change) or a board read, and every board read after the freeze is computed from
 * it. So no change committed after the freeze is ever in it: such a change either kept the standings before changing
 * anything, or found them kept. Two first takers insert the same `_id`: on MongoDB one hits a write conflict and retries.
 */

/** Freeze times whose kept standings this process saw committed: they never change, and go only with the database. */
const seenKept = new Set<number>();
/** The kept lines a board read here loaded last (the current freeze's, once frozen). */
let loaded: { frozenAt: number; lines: readonly StandingLine[] } | null = null;
onDatabaseReset(() => {
  seenKept.clear();
  loaded = null;
});

/** In the caller's transaction: keeps the standings of its snapshot for this freeze, unless someone (or this transaction) already has. */
async function keepInTransaction(freeze: BoardFreeze, session: ClientSession): Promise<void> {
  if (await FrozenStandingsModel.exists({ _id: freeze.frozenAt }).session(session)) return;
  const lines = await TeamAssetModel.find({ count: { $gt: 0 } }, { _id: 0, teamId: 1, type: 1, arg: 1, count: 1 })
    .session(session)
    .lean<StandingLine[]>();
  await FrozenStandingsModel.create([{ _id: freeze.frozenAt, lines, takenAt: freeze.now }], { session });
}

/**
 * Every change of a team's holdings calls this in its transaction before changing anything (applyAssetChanges,
 * forgetTeamProgress). Before the freeze, or without one, it costs the cached read of the freeze time; once this process
 * has seen the standings kept, nothing more.
 */
export async function keepStandingsBeforeChange(session: ClientSession, now: Date): Promise<void> {
  const freeze = await boardFreezeNow(now);
  if (!freeze || seenKept.has(freeze.frozenAt.getTime())) return;
  // Outside the transaction: committed standings stay, so once seen they need no look inside a transaction again.
  if (await FrozenStandingsModel.exists({ _id: freeze.frozenAt })) {
    seenKept.add(freeze.frozenAt.getTime());
    return;
  }
  await keepInTransaction(freeze, session);
}

/** The standings kept at this freeze, keeping them now (in a transaction of their own) when no write has since the freeze. */
export async function frozenStandings(freeze: BoardFreeze): Promise<readonly StandingLine[]> {
  const key = freeze.frozenAt.getTime();
  if (loaded?.frozenAt === key) return loaded.lines;
  let kept = await FrozenStandingsModel.findById(freeze.frozenAt).lean();
  if (!kept) {
    try {
      await runTransaction((session) => keepInTransaction(freeze, session));
    } catch (error) {
      // Another first reader's copy committed first: it is the one.
      if (!isDuplicateKeyError(error)) throw error;
    }
    kept = await FrozenStandingsModel.findById(freeze.frozenAt).lean();
  }
  if (!kept) throw new Error(`frozen standings of ${freeze.frozenAt.toISOString()} missing after keeping them`);
  seenKept.add(key);
  loaded = { frozenAt: key, lines: kept.lines };
  return kept.lines;
}
