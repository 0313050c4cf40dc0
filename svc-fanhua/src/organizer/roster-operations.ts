import { HttpError } from '@citygames/service-kit/http/errors';
import type { RosterOperations } from '@citygames/service-kit/organizer/roster/roster-operations';
import { texts } from '../texts.js';
import { addMember, changeLeader, createTeam, moveMember, removeMember } from './roster-changes.js';
import { readFanhuaRoster } from './roster-view.js';
import { deleteTeam, renameTeam, resetTeam } from './team-repairs.js';

/** fanhua's side of the shared roster routes; its teams are formed by players, so there is no roster file to import. */
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
  importCsv: () => Promise.reject(new HttpError(409, 'ROSTER_FILE_UNSUPPORTED', texts.organizerRoster.fileImportUnsupported)),
};
