/** A puzzle card is open when the team has been to its area. */
export function isCardUnlocked(card: { unlockArea: number }, beenTo: ReadonlySet<number>): boolean {
  return beenTo.has(card.unlockArea);
}

/** Solutions are shown once the team solved the puzzle or the event is over. */
export function isSolutionVisible(solved: boolean, eventEndsAt: Date, now: Date): boolean {
  return solved || now.getTime() >= eventEndsAt.getTime();
}
