/** The parts of a pack that decide what a puzzle card keeps locked. */
export interface LockablePack {
  puzzleCards: readonly { code: string; unlockArea: number; pages: readonly string[] }[];
  standalonePuzzles: readonly { path: string; taskId: string }[];
}

export interface ContentLocks {
  /** Standalone puzzle pages behind a card the team has not unlocked. */
  lockedPages: ReadonlySet<string>;
  /** Tasks whose every puzzle page is locked (a task without a page is never locked). */
  lockedTasks: ReadonlySet<string>;
}

/**
 * What a team cannot see yet: a card opens when the team has been to its area, and with it the
 * pages it lists. A page no card lists is open from the start, like the field tasks.
 */
export function contentLocks(pack: LockablePack, beenTo: ReadonlySet<number>): ContentLocks {
  const lockedPages = new Set(pack.puzzleCards.filter((card) => !beenTo.has(card.unlockArea)).flatMap((card) => card.pages));
  const pagesOfTask = new Map<string, string[]>();
  for (const puzzle of pack.standalonePuzzles) {
    pagesOfTask.set(puzzle.taskId, [...(pagesOfTask.get(puzzle.taskId) ?? []), puzzle.path]);
  }
  const lockedTasks = new Set<string>();
  for (const [taskId, paths] of pagesOfTask) {
    if (paths.every((path) => lockedPages.has(path))) lockedTasks.add(taskId);
  }
  return { lockedPages, lockedTasks };
}
