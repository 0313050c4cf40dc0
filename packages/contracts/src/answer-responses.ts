/**
 * What the answer endpoints of pilotsh and polish120 send back (both run packages/task-engine,
 * both remotes read it): the ban policy, the result of a submitted answer and the ban status of a
 * (team, task).
 */

/** How many wrong answers a (team, task) may give before a ban, and how long the ban lasts. */
export interface BanPolicy {
  maxWrongAttempts: number;
  banSeconds: number;
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
