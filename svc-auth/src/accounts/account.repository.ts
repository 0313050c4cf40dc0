import { Types } from 'mongoose';
import { GAMES, type Game, type Role } from '@citygames/service-kit/auth/auth-token';
import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { ACCOUNT_NAME_INDEX, ACCOUNT_PHONE_INDEX, AccountModel } from './account.model.js';

/** An account as the rest of svc-auth sees it. The hash is only here, never in a response. */
export interface Account {
  id: string;
  game: Game;
  phone: string;
  name: string;
  role: Role;
  passwordHash: string;
}

export interface NewAccount {
  game: Game;
  phone: string;
  name: string;
  passwordHash: string;
  role?: Role;
  /** A fixed id (demo accounts); otherwise a new ObjectId. */
  id?: string;
}

export type CreateAccountResult = { ok: true; account: Account } | { ok: false; reason: DuplicateReason };

/** Which uniqueness an insert ran into; 'id-taken' only happens to fixed (demo) ids. */
export type DuplicateReason = 'phone-taken' | 'name-taken' | 'id-taken';

interface StoredAccount {
  _id: Types.ObjectId;
  game: string;
  phone: string;
  name: string;
  role: string;
  passwordHash: string;
}

function toAccount(doc: StoredAccount): Account {
  return {
    id: doc._id.toHexString(),
    game: doc.game as Game,
    phone: doc.phone,
    name: doc.name,
    role: doc.role === 'admin' ? 'admin' : 'user',
    passwordHash: doc.passwordHash,
  };
}

/** Which unique index refused the write (jongodb's E11000 carries only the index name in its message). */
function duplicateReason(error: unknown): DuplicateReason | null {
  if (!isDuplicateKeyError(error)) return null;
  const message = String((error as { message?: unknown }).message ?? '');
  if (message.includes(ACCOUNT_NAME_INDEX)) return 'name-taken';
  if (message.includes(ACCOUNT_PHONE_INDEX)) return 'phone-taken';
  if (message.includes('_id_')) return 'id-taken';
  return 'phone-taken';
}

/** Inserts an account; the unique indexes decide between two registrations racing for one phone or name. */
export async function createAccount(input: NewAccount): Promise<CreateAccountResult> {
  try {
    const doc = await AccountModel.create({
      ...(input.id ? { _id: new Types.ObjectId(input.id) } : {}),
      game: input.game,
      phone: input.phone,
      name: input.name,
      nameKey: nameKey(input.name),
      passwordHash: input.passwordHash,
      role: input.role ?? 'user',
    });
    return { ok: true, account: toAccount(doc.toObject() as StoredAccount) };
  } catch (error) {
    const reason = duplicateReason(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
}

export async function findAccountByPhone(game: Game, phone: string): Promise<Account | null> {
  const doc = await AccountModel.findOne({ game, phone }).lean<StoredAccount>();
  return doc ? toAccount(doc) : null;
}

export async function findAccountByName(game: Game, name: string): Promise<Account | null> {
  const doc = await AccountModel.findOne({ game, nameKey: nameKey(name) }).lean<StoredAccount>();
  return doc ? toAccount(doc) : null;
}

export async function findAccountsByIds(ids: string[]): Promise<Account[]> {
  const docs = await AccountModel.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }).lean<StoredAccount[]>();
  return docs.map(toAccount);
}

export interface RoleChange {
  account: Account;
  previousRole: Role;
}

/** Sets the role of the account with this phone in this game; null when there is no such account. */
export async function setAccountRole(game: Game, phone: string, role: Role): Promise<RoleChange | null> {
  const before = await AccountModel.findOneAndUpdate({ game, phone }, { $set: { role } }, { returnDocument: 'before' }).lean<StoredAccount>();
  if (!before) return null;
  const previous = toAccount(before);
  return { account: { ...previous, role }, previousRole: previous.role };
}

/** Registered players (not admins) of every game. */
export async function countPlayersPerGame(): Promise<Record<Game, number>> {
  const counts = await AccountModel.aggregate<{ _id: string; count: number }>([{ $match: { role: 'user' } }, { $group: { _id: '$game', count: { $sum: 1 } } }]);
  return Object.fromEntries(GAMES.map((game) => [game, counts.find((entry) => entry._id === game)?.count ?? 0])) as Record<Game, number>;
}
