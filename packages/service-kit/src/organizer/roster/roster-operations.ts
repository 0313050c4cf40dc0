import type { CreateTeamInput, Roster } from '@citygames/contracts/organizer/roster.schema';
import type { OrganizerUser } from '../../auth/organizer-token.js';
import type { RosterCsvCheck, RosterFileRow } from './roster-csv.js';
import type { RosterClaim } from './roster-version.js';

/**
 * Who changes a roster, when, and from which roster version: what every change records in the audit
 * log, and what it claims in its transaction (roster-version.ts runRosterChange, which also commits the route's
 * `answer` with the change). A game's operation passes the actor to runRosterChange as it is.
 */
export interface RosterActor extends RosterClaim {
  organizer: OrganizerUser;
  now: Date;
}

/** A game's own roster reads and writes; each refuses with an HttpError, a stale version with 409 ROSTER_STALE. */
export interface RosterOperations {
  /** The teams and the waiting players (the version is added by the route). */
  read: () => Promise<Omit<Roster, 'version'>>;
  /** Answers the new team's id; its roster change's result is that id too (the route's answer is made from it). */
  createTeam: (actor: RosterActor, input: CreateTeamInput) => Promise<string>;
  addMember: (actor: RosterActor, teamId: string, phone: string) => Promise<void>;
  changeLeader: (actor: RosterActor, teamId: string, phone: string) => Promise<void>;
  moveMember: (actor: RosterActor, phone: string, toTeamId: string) => Promise<void>;
  removeMember: (actor: RosterActor, phone: string) => Promise<void>;
  renameTeam: (actor: RosterActor, teamId: string, name: string) => Promise<void>;
  /** Deletes the team and its progress; its players return to the waiting list. */
  deleteTeam: (actor: RosterActor, teamId: string) => Promise<void>;
  /** Forgets the team's progress (the game's own reset), all or nothing. */
  resetTeam: (actor: RosterActor, teamId: string) => Promise<void>;
  /**
   * Checks a roster file's rows (a CSV's or an .xlsx's, read by the route) against the game (checkRosterCsv); writes its
   * teams only when `write` and no row has a problem (acceptedTeams), in one roster change whose result is
   * `importedCounts(check)` (the route's answer is made from it).
   */
  importCsv: (actor: RosterActor, rows: readonly RosterFileRow[], write: boolean) => Promise<RosterCsvCheck>;
}
