import { isBoardFrozen } from '@citygames/contracts/organizer/game-schedule.rules';
import { GAME_STATES_COLLECTION, platformDatabase } from '@citygames/service-kit/auth/platform-records';
import { RecheckedValue } from '@citygames/service-kit/data/rechecked-value';

/**
 * fanhua's freeze time as svc-auth stores it (`game_states.freezeAt`), read again once this process's copy is older than
 * the recheck time (CONTENT_RECHECK_MS, 1 s; the tests read it every time): every standings-changing write asks whether
 * the board has frozen, so it must not cost a read of its own. The time is compared with the clock at each call, so a
 * freeze set ahead takes effect on the dot; only the organiser moving it is seen up to the recheck time late.
 */
const freezeTime = new RecheckedValue(async () => {
  const state = await platformDatabase()
    .collection<{ freezeAt?: Date | null }>(GAME_STATES_COLLECTION)
    .findOne({ game: 'fanhua' }, { projection: { freezeAt: 1 } });
  return state?.freezeAt ?? null;
});

export interface BoardFreeze {
  /** The freeze time: the key of the standings kept for it. */
  frozenAt: Date;
  now: Date;
}

/**
 * The players' board is frozen at `now`, the service's clock as the caller has it (null: no freeze time, or not yet).
 * No freeze time set: no work beyond the cached read.
 */
export async function boardFreezeNow(now: Date): Promise<BoardFreeze | null> {
  const frozenAt = await freezeTime.get();
  if (!frozenAt) return null;
  return isBoardFrozen({ freezeAt: frozenAt }, now) ? { frozenAt, now } : null;
}
