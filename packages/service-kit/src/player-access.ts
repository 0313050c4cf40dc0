import type { TokenClaims } from './auth-token.js';
import { platformDatabase } from './platform-records.js';
import { RecheckedValue } from './rechecked-value.js';

/**
 * The organiser's hold on one player's sign-ins (docs/auth.md「退出手机与暂停」): svc-auth writes it in the auth database,
 * `{ _id: '<game>:<account id>', signedOutAt, suspended }`; every game service reads it for each player request
 * (game-open-gate.ts). Tokens stay JWTs checked locally: this record says which of them no longer count.
 */
export const PLAYER_ACCESS_COLLECTION = 'player_access';

export interface PlayerAccessRecord {
  /** Tokens signed up to this moment are signed out (TokenClaims.issuedAtMs). */
  signedOutAt: Date | null;
  suspended: boolean;
}

export type PlayerAccessVerdict = 'ok' | 'signed-out' | 'suspended';

export const PLAYER_ACCESS_TEXTS = {
  signedOut: '你的手机已被组织者退出登录，请重新登录',
  suspended: '你的账号已被组织者暂停，如有疑问请联系组织者',
} as const;

export function playerAccessId(game: string, accountId: string): string {
  return `${game}:${accountId}`;
}

/** What the record says of one token; a token that does not say when it was signed counts as signed before. */
export function accessVerdict(record: PlayerAccessRecord | null, issuedAtMs: number | undefined): PlayerAccessVerdict {
  if (!record) return 'ok';
  if (record.suspended) return 'suspended';
  if (!record.signedOutAt) return 'ok';
  if (issuedAtMs === undefined) return 'signed-out';
  return issuedAtMs <= record.signedOutAt.getTime() ? 'signed-out' : 'ok';
}

async function readPlayerAccess(game: string, accountId: string): Promise<PlayerAccessRecord | null> {
  const found = await platformDatabase()
    .collection<{ _id: string; signedOutAt?: Date | null; suspended?: boolean }>(PLAYER_ACCESS_COLLECTION)
    .findOne({ _id: playerAccessId(game, accountId) }, { projection: { signedOutAt: 1, suspended: 1 } });
  return found ? { signedOutAt: found.signedOutAt ?? null, suspended: found.suspended === true } : null;
}

/** Players remembered per process; beyond it the oldest is read again next time. */
const REMEMBERED_PLAYERS = 20_000;

/**
 * The verdict on a player's token, each player's record read at most once per `recheckMs` per process (so a sign-out
 * or a suspension holds in every replica within that time, and a busy venue costs one read per player per interval).
 */
export function createPlayerAccessCheck(recheckMs: number): (claims: TokenClaims) => Promise<PlayerAccessVerdict> {
  const records = new Map<string, RecheckedValue<PlayerAccessRecord | null>>();
  return async (claims) => {
    const key = playerAccessId(claims.game, claims.id);
    let record = records.get(key);
    if (!record) {
      if (records.size >= REMEMBERED_PLAYERS) records.delete(records.keys().next().value!);
      record = new RecheckedValue(() => readPlayerAccess(claims.game, claims.id), recheckMs);
      records.set(key, record);
    }
    return accessVerdict(await record.get(), claims.issuedAtMs);
  };
}
