import type { BanPolicy } from './domain/ban-policy.js';

/** Who submits: the verified caller of the service. */
export interface Submitter {
  id: string;
  name: string;
}

/** The answer of the submit call (spec fields first; the rest lets a client stay true to the server). */
export interface SubmitAnswerResult {
  message: string;
  isCorrect: boolean;
  wrongAttempts: number;
  /** Seconds of ban left (0 when not banned). */
  remainingTime: number;
  remainingAttempts: number;
  isBanned: boolean;
  banUntilDate: string | null;
  banPolicy: BanPolicy;
  completedAt: string | null;
  completedBy: string | null;
}

/** The answer of the ban-status call. */
export interface BanStatusResult {
  message: string;
  isBanned: boolean;
  banUntilDate: string | null;
  remainingTime: number;
  wrongAttempts: number;
  remainingAttempts: number;
  banPolicy: BanPolicy;
}

/** One task as the progress call sees it for a team; the service adds its own content fields. */
export interface TaskProgressEntry {
  taskId: string;
  completed: boolean;
  attemptCount: number;
  /** UTC ISO string, null until completed. */
  completedAt: string | null;
  completedBy: string | null;
}

/** One judged answer of a team, as a history shows it. */
export interface AttemptRecord {
  /** The answer as the player typed it. */
  answer: string;
  isCorrect: boolean;
  playerName: string;
  /** UTC ISO string. */
  submittedAt: string;
}
