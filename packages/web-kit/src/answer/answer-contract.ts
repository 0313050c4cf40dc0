/**
 * What the answer endpoints of pilotsh and polish120 send back (both run packages/task-engine):
 * the ban policy, the result of a submitted answer and the ban status of a (team, task).
 */
export interface BanPolicy {
  maxWrongAttempts: number;
  banSeconds: number;
}

export interface AnswerResult {
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

export interface BanStatus {
  message: string;
  isBanned: boolean;
  banUntilDate: string | null;
  remainingTime: number;
  wrongAttempts: number;
  remainingAttempts: number;
  banPolicy: BanPolicy;
}
