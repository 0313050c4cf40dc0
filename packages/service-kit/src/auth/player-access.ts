import type { TokenClaims } from './auth-token.js';
import { platformDatabase } from './platform-records.js';
import { RecheckedValue } from '../data/rechecked-value.js';

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

export type PlayerAccessVerdict = 'ok' | 'signed-out' | 'suspended' | 'team-suspended';

export const PLAYER_ACCESS_TEXTS = {
  signedOut: '你的手机已被组织者退出登录，请重新登录',
  suspended: '你的账号已被组织者暂停，如有疑问请联系组织者',
  teamSuspended: '你的队伍已被组织者暂停，如有疑问请联系组织者',
} as const;

/** The 401 a game answers for each verdict but 'ok': its code and Chinese message. */
export const PLAYER_ACCESS_REFUSALS: Record<Exclude<PlayerAccessVerdict, 'ok'>, { error: string; message: string }> = {
  'signed-out': { error: 'SIGNED_OUT', message: PLAYER_ACCESS_TEXTS.signedOut },
  suspended: { error: 'PLAYER_SUSPENDED', message: PLAYER_ACCESS_TEXTS.suspended },
  'team-suspended': { error: 'TEAM_SUSPENDED', message: PLAYER_ACCESS_TEXTS.teamSuspended },
};

/** Whether the player's team is suspended (team-suspensions.ts), as each game finds the player's team. */
export type TeamSuspensionLookup = (player: TokenClaims, token: string) => Promise<boolean>;

export function playerAccessId(game: string, accountId: string): string {
  return `${game}:${accountId}`;
}

/** What the record says of one token. */
export function accessVerdict(record: PlayerAccessRecord | null, issuedAtMs: number): PlayerAccessVerdict {
  if (!record) return 'ok';
  if (record.suspended) return 'suspended';
  if (!record.signedOutAt) return 'ok';
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
 * The verdict on a player's token, each player's record (and, when the game says how, whether the player's team is
 * suspended) read at most once per `recheckMs` per process: a sign-out or a suspension holds in every replica within
 * that time, and a busy venue costs one read per player per interval.
 */
export function createPlayerAccessCheck(
  recheckMs: number,
  teamSuspended?: TeamSuspensionLookup,
): (claims: TokenClaims, token: string) => Promise<PlayerAccessVerdict> {
  const remembered = new Map<string, RecheckedValue<{ record: PlayerAccessRecord | null; teamSuspended: boolean }>>();
  return async (claims, token) => {
    const key = playerAccessId(claims.game, claims.id);
    let reads = remembered.get(key);
    if (!reads) {
      if (remembered.size >= REMEMBERED_PLAYERS) remembered.delete(remembered.keys().next().value!);
      reads = new RecheckedValue(async () => {
        const [record, team] = await Promise.all([readPlayerAccess(claims.game, claims.id), teamSuspended ? teamSuspended(claims, token) : false]);
        return { record, teamSuspended: team };
      }, recheckMs);
      remembered.set(key, reads);
    }
    const { record, teamSuspended: teamHeld } = await reads.get();
    const verdict = accessVerdict(record, claims.issuedAtMs);
    return verdict === 'ok' && teamHeld ? 'team-suspended' : verdict;
  };
}
