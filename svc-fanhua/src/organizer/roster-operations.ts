import type { RosterOperations } from '@citygames/service-kit/organizer/roster/roster-operations';
import { addMember, changeLeader, createTeam, moveMember, removeMember } from './roster-changes.js';
import { importFanhuaRosterCsv } from './roster-import.js';
import { readFanhuaRoster } from './roster-view.js';
import { deleteTeam, renameTeam, resetTeam } from './team-repairs.js';

/** fanhua's side of the shared roster routes: its players form most teams themselves; a roster file adds teams as in the other games. */
export const fanhuaRosterOperations: RosterOperations = {
  read: readFanhuaRoster,
  createTeam,
  addMember,
  changeLeader,
  moveMember,
  removeMember,
  renameTeam,
  deleteTeam,
  resetTeam,
  importCsv: importFanhuaRosterCsv,
};
