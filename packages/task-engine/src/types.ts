/** Who submits: the verified caller of the service. */
export interface Submitter {
  id: string;
  name: string;
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
