/** Every react-query key of the pilotsh remote; all start with 'pilotsh', so `all` refreshes the whole game. */
export const queryKeys = {
  all: ['pilotsh'] as const,
  currentArea: ['pilotsh', 'area', 'current'] as const,
  visitedAreas: ['pilotsh', 'area', 'visited'] as const,
  progress: ['pilotsh', 'tasks', 'progress'] as const,
  banStatus: (taskId: string) => ['pilotsh', 'tasks', 'ban', taskId] as const,
  puzzles: ['pilotsh', 'puzzles'] as const,
  puzzle: (url: string) => ['pilotsh', 'puzzle', url] as const,
  teamStatus: ['pilotsh', 'team', 'status'] as const,
};
