import type { RosterEntry } from './team.model.js';

/*
 * The roster on a team document changes only as a whole `$set`, computed from the team read in the
 * same transaction as the membership change (jongodb has no `$push`/`$pull`/positional `$`). On
 * MongoDB a second transaction writing the same team document meanwhile is a write conflict, so
 * neither change is lost.
 */

/** The roster with the player added last (a player already on it keeps one entry, moved to the end). */
export function withMember(roster: readonly RosterEntry[], entry: RosterEntry): RosterEntry[] {
  return [...withoutMember(roster, entry.playerId), entry];
}

export function withoutMember(roster: readonly RosterEntry[], playerId: string): RosterEntry[] {
  return roster.filter((entry) => entry.playerId !== playerId);
}

/** The roster with the player's name replaced, or null when the player is not on it under another name. */
export function renamedOnRoster(roster: readonly RosterEntry[], playerId: string, name: string): RosterEntry[] | null {
  if (!roster.some((entry) => entry.playerId === playerId && entry.name !== name)) return null;
  return roster.map((entry) => (entry.playerId === playerId ? { ...entry, name } : entry));
}
