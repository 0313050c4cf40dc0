/**
 * What a player can bring a team at most once per event, wherever they go: the awakening's points,
 * and each area's trade (a reward group or a special area's effect). Recorded for every member of
 * the team at that moment; a team with a member who already earned it elsewhere is refused.
 */
export type Earning = 'awakening' | `area:${number}`;

export const AWAKENING_EARNING: Earning = 'awakening';

export const areaEarning = (areaId: number): Earning => `area:${areaId}`;

/** Marking an area traded without trading changes nothing the team holds, so it uses up nobody's earning. */
export const tradeKindEarns = (kind: string): boolean => kind !== 'mark';

/** The members (in roster order) who already earned it, given who of them holds a record of it. */
export function membersWhoEarned<T extends { playerId: string }>(members: readonly T[], earnedBy: ReadonlySet<string>): T[] {
  return members.filter((member) => earnedBy.has(member.playerId));
}
