import { browserStorage, getToken, type GameId } from '../token-store';
import { loggedInAccount } from './token-account';

/** An answer or guess typed while offline, kept in this browser until it is sent. */
export interface PendingAnswer {
  id: string;
  /** What is answered: 'task' (a task answer) or a game's own kind ('x-area'). */
  kind: string;
  /** The task (or stage) the answer belongs to: one pending answer per kind and target, the latest wins. */
  target: string;
  answer: string;
  /** ISO time when it was saved. */
  savedAt: string;
  /** The account (token subject) that typed it: only that account ever sends it, after any number of logins. */
  account: string;
}

export const pendingAnswersKey = (game: GameId) => `${game}.pendingAnswers`;
const CHANGE_EVENT = 'citygames:pending-answers';

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['id', 'kind', 'target', 'answer', 'savedAt', 'account'].every((name) => typeof entry[name] === 'string');
}

const EMPTY: readonly PendingAnswer[] = [];
const snapshots = new Map<string, { raw: string | null; entries: readonly PendingAnswer[] }>();

/** The pending answers of a game, oldest first; the same array while storage has not changed (for useSyncExternalStore). */
export function readPendingAnswers(game: GameId): readonly PendingAnswer[] {
  const key = pendingAnswersKey(game);
  const raw = browserStorage()?.getItem(key) ?? null;
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.entries;
  let entries: readonly PendingAnswer[] = EMPTY;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (Array.isArray(parsed)) entries = parsed.filter(isPendingAnswer);
    } catch {
      entries = EMPTY; // a damaged entry never breaks the answer screen
    }
  }
  snapshots.set(key, { raw, entries });
  return entries;
}

function write(game: GameId, entries: readonly PendingAnswer[]): void {
  try {
    if (entries.length === 0) browserStorage()?.removeItem(pendingAnswersKey(game));
    else browserStorage()?.setItem(pendingAnswersKey(game), JSON.stringify(entries));
  } catch {
    // storage full or blocked: nothing more this browser can do
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

/**
 * Keeps an answer of the logged-in account until it is sent; it replaces that account's pending answer of the same
 * kind and target.
 */
export function savePendingAnswer(
  game: GameId,
  kind: string,
  target: string,
  answer: string,
  at: Date = new Date(),
  account: string = currentAccount(game),
): PendingAnswer {
  const entry: PendingAnswer = { id: `${kind}:${target}:${at.getTime()}`, kind, target, answer, savedAt: at.toISOString(), account };
  const others = readPendingAnswers(game).filter((existing) => existing.kind !== kind || existing.target !== target || existing.account !== account);
  write(game, [...others, entry]);
  return entry;
}

/** The account logged in to the game now ('' when nobody is): pass it to `savePendingAnswer` when the token may be gone by then (a 401). */
export function currentAccount(game: GameId): string {
  return loggedInAccount(getToken(game)) ?? '';
}

/** Forgets the account's pending answer of a kind and target: an answer to it sent directly just got its outcome. */
export function settlePendingTarget(game: GameId, kind: string, target: string, account: string): void {
  const entries = readPendingAnswers(game);
  const left = entries.filter((entry) => entry.kind !== kind || entry.target !== target || entry.account !== account);
  if (left.length !== entries.length) write(game, left);
}

export function removePendingAnswer(game: GameId, id: string): void {
  const entries = readPendingAnswers(game);
  if (entries.some((entry) => entry.id === id))
    write(
      game,
      entries.filter((entry) => entry.id !== id),
    );
}

/** Changes from this page (the change event) and from other tabs (the storage event). */
export function subscribePendingAnswers(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

const inFlight = new Set<string>();

/** One sender per pending answer on a page, even when two screens of a game show the same queue. */
export function claimPendingAnswer(id: string): boolean {
  if (inFlight.has(id)) return false;
  inFlight.add(id);
  return true;
}

export function releasePendingAnswer(id: string): void {
  inFlight.delete(id);
}
