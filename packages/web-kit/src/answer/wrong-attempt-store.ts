import { browserStorage, type GameId } from '../token-store';

/** One wrong answer remembered in this browser (the answer and its ISO time, per task id). */
export interface WrongAttemptRecord {
  answer: string;
  timestamp: string;
}

type RecordsByTask = Record<string, WrongAttemptRecord[]>;

/** One key per game, so the games on one origin keep separate records. */
export const wrongAttemptsKey = (game: GameId) => `${game}.wrongAttempts`;

function isRecord(value: unknown): value is WrongAttemptRecord {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.answer === 'string' && typeof candidate.timestamp === 'string';
}

function readAll(game: GameId): RecordsByTask {
  const raw = browserStorage()?.getItem(wrongAttemptsKey(game));
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const clean: RecordsByTask = {};
    for (const [taskId, list] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(list)) clean[taskId] = list.filter(isRecord);
    }
    return clean;
  } catch {
    return {}; // a damaged entry never breaks the answer screen
  }
}

/** The wrong answers of one task, oldest first. */
export function readWrongAttempts(game: GameId, taskId: string): WrongAttemptRecord[] {
  return readAll(game)[taskId] ?? [];
}

/** Remembers a wrong answer of a task and returns the task's updated list. */
export function recordWrongAttempt(game: GameId, taskId: string, answer: string, at: Date = new Date()): WrongAttemptRecord[] {
  const all = readAll(game);
  const list = [...(all[taskId] ?? []), { answer, timestamp: at.toISOString() }];
  all[taskId] = list;
  try {
    browserStorage()?.setItem(wrongAttemptsKey(game), JSON.stringify(all));
  } catch {
    // storage full or blocked: the list still shows for this visit
  }
  return list;
}
