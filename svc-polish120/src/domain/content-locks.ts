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

/** A loaded pack's locks by which of its cards are open (at most four cards: sixteen locks per pack), each worked out once. */
const locksOfLoadedPack = new WeakMap<LockablePack, Map<string, ContentLocks>>();

/**
 * What a team cannot see yet: a card opens when the team has been to its area, and with it the
 * pages it lists. A page no card lists is open from the start, like the field tasks. A loaded pack
 * is deep-frozen and shared by every request of its version, so its locks are remembered per set of
 * open cards; a pack that can still change (a draft) is worked out on each call.
 */
export function contentLocks(pack: LockablePack, beenTo: ReadonlySet<number>): ContentLocks {
  if (!Object.isFrozen(pack)) return workOutLocks(pack, beenTo);
  const openCards = pack.puzzleCards.map((card) => (beenTo.has(card.unlockArea) ? '1' : '0')).join('');
  let byOpenCards = locksOfLoadedPack.get(pack);
  if (!byOpenCards) locksOfLoadedPack.set(pack, (byOpenCards = new Map()));
  let locks = byOpenCards.get(openCards);
  if (!locks) byOpenCards.set(openCards, (locks = workOutLocks(pack, beenTo)));
  return locks;
}

function workOutLocks(pack: LockablePack, beenTo: ReadonlySet<number>): ContentLocks {
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
