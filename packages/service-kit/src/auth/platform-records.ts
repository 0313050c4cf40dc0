import mongoose, { type Connection } from 'mongoose';
import { availabilityOf, type GameAvailability } from './game-availability.js';
import type { Game } from './auth-token.js';

/**
 * Read-only access to the platform's records that svc-auth owns (accounts and the open/closed state
 * of each game), for a game service's organiser features and its player gate. Same MongoDB, the auth
 * database (`AUTH_MONGO_DB`, default citygames_auth); svc-auth is the only writer.
 */
export function platformDatabase(): Connection {
  return mongoose.connection.useDb(process.env.AUTH_MONGO_DB ?? 'citygames_auth', { useCache: true });
}

export const GAME_STATES_COLLECTION = 'game_states';
export const ACCOUNTS_COLLECTION = 'accounts';

interface StoredGameState {
  open?: boolean;
  opensAt?: Date | null;
  closesAt?: Date | null;
  freezeAt?: Date | null;
}

async function readGameState(game: Game): Promise<StoredGameState | null> {
  return platformDatabase()
    .collection<StoredGameState>(GAME_STATES_COLLECTION)
    .findOne({ game }, { projection: { open: 1, opensAt: 1, closesAt: 1, freezeAt: 1 } });
}

/** A game is open unless the organiser closed it (no document: never touched, open) or its timetable says closed (the wall clock). */
export async function gameAvailability(game: Game): Promise<GameAvailability> {
  return availabilityOf(await readGameState(game), new Date());
}

/** When the game's timetable opened it, if that time has come (null: no opening time, or not yet). */
export async function scheduledOpeningPassed(game: Game, now: Date): Promise<Date | null> {
  const opensAt = (await readGameState(game))?.opensAt ?? null;
  return opensAt && opensAt <= now ? opensAt : null;
}

export interface RegisteredPlayer {
  id: string;
  phone: string;
  name: string;
  role: 'user' | 'admin';
  registeredAt: Date;
}

function toPlayer(document: Record<string, unknown>): RegisteredPlayer {
  return {
    id: String(document._id),
    phone: String(document.phone),
    name: String(document.name),
    role: document.role === 'admin' ? 'admin' : 'user',
    registeredAt: document.createdAt instanceof Date ? document.createdAt : new Date(0),
  };
}

const PLAYER_PROJECTION = { phone: 1, name: 1, role: 1, createdAt: 1 } as const;

export async function findRegisteredPlayer(game: Game, phone: string): Promise<RegisteredPlayer | null> {
  const found = await platformDatabase().collection(ACCOUNTS_COLLECTION).findOne({ game, phone }, { projection: PLAYER_PROJECTION });
  return found ? toPlayer(found) : null;
}

export async function listRegisteredPlayers(game: Game): Promise<RegisteredPlayer[]> {
  const found = await platformDatabase().collection(ACCOUNTS_COLLECTION).find({ game }, { projection: PLAYER_PROJECTION }).sort({ createdAt: 1 }).toArray();
  return found.map(toPlayer);
}
