/** Every react-query key of the polish120 remote. */
export const queryKeys = {
  teamStatus: ['polish120', 'team-status'] as const,
  start: ['polish120', 'start'] as const,
  progress: ['polish120', 'progress'] as const,
  /** Every task page (the prefix of `task`). */
  tasks: ['polish120', 'task'] as const,
  task: (taskId: string) => ['polish120', 'task', taskId] as const,
  taskAttempts: (taskId: string) => ['polish120', 'task-attempts', taskId] as const,
  banStatus: (taskId: string) => ['polish120', 'ban-status', taskId] as const,
  xArea: ['polish120', 'x-area'] as const,
  puzzleCards: ['polish120', 'puzzle-cards'] as const,
  /** Every puzzle page (the prefix of `puzzlePage`). */
  puzzlePages: ['polish120', 'puzzle-page'] as const,
  puzzlePage: (path: string) => ['polish120', 'puzzle-page', path] as const,
  scratch: ['polish120', 'scratch'] as const,
};
