import type { Roster } from '@citygames/contracts/organizer/roster.schema';
import { toExcelCsv } from '../../pure/results-csv.js';

/** The header the roster import recognises by its first cell (ROSTER_CSV_TEAM_COLUMN_NAMES). */
const ROSTER_CSV_HEADER = ['队名', '队长手机号', '队员手机号'] as const;

/**
 * The current roster in the roster import's own format (Excel-safe: BOM, CRLF, quoting): a team per
 * row, its members in one cell separated by 、, which the import reads back. A team without a leader
 * cannot be imported, so its row has an empty leader cell and the import lists it as a problem.
 */
export function rosterCsv(roster: Roster): string {
  return toExcelCsv(
    ROSTER_CSV_HEADER,
    roster.teams.map((team) => [team.name, team.leader?.phone ?? '', team.members.map((member) => member.phone).join('、')]),
  );
}
