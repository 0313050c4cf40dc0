// The roster file of the organiser console (all three games): `队名,队长手机号,队员手机号…`, a CSV or an .xlsx
// workbook read into rows (roster-file.ts), and the checks of every row against the game's players and teams;
// each game writes the teams.
import type { RosterCsvProblem, RosterPreviewTeam } from '@citygames/contracts/organizer/roster.schema';
import { PHONE_PATTERN as PHONE } from '@citygames/contracts/auth/account.rules';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { ROSTER_CSV_TEAM_COLUMN_NAMES, TEAM_NAME_MAX_LENGTH } from '@citygames/contracts/organizer/roster.rules';
import { displayNameProblem, displayNameProblemText, normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';
import { HttpError } from '../../http/errors.js';
import { nameKey } from '../../pure/name-key.js';
import { withoutFormulaGuard } from '../../pure/results-csv.js';
import { ROSTER_CSV_TEXTS, ROSTER_TEXTS } from './roster-texts.js';

/** One row of the file that names a team, with its phones as written. */
export interface CsvTeam {
  line: number;
  name: string;
  leaderPhone: string;
  memberPhones: string[];
}

/** One row of a roster file, CSV or workbook, numbered as a spreadsheet numbers its rows, its cells as text. */
export interface RosterFileRow {
  line: number;
  cells: string[];
}

const MEMBER_SEPARATORS = /[,，;；、\s]+/;
const HEADER_NAMES = new Set<string>(ROSTER_CSV_TEAM_COLUMN_NAMES);

/** A file this console wrote carries its formula guard: the import reads the names as they were. */
function asWritten({ line, cells }: RosterFileRow): RosterFileRow {
  return { line, cells: cells.map((cell) => withoutFormulaGuard(cell.trim())) };
}

function isHeader(row: RosterFileRow): boolean {
  return HEADER_NAMES.has((row.cells[0] ?? '').replace(/\s+/g, '').toLowerCase());
}

/** The reasons a row's cells are malformed, whatever the game holds. */
function formReasons({ line, cells }: RosterFileRow): { team: CsvTeam; reasons: string[] } {
  const [typedName = '', leaderPhone = '', ...rest] = cells;
  const name = normalizeDisplayName(typedName);
  const memberPhones = rest.flatMap((cell) => cell.split(MEMBER_SEPARATORS)).filter(Boolean);
  const reasons: string[] = [];
  const nameProblem = displayNameProblem(name);
  if (nameProblem === 'empty') reasons.push(ROSTER_CSV_TEXTS.nameMissing);
  else if (nameProblem) reasons.push(displayNameProblemText(nameProblem, '队名'));
  else if (name.length > TEAM_NAME_MAX_LENGTH) reasons.push(ROSTER_CSV_TEXTS.nameTooLong);
  if (!leaderPhone) reasons.push(cells.length === 1 && typedName.includes('，') ? ROSTER_CSV_TEXTS.fullWidthCommas : ROSTER_CSV_TEXTS.leaderMissing);
  else if (!PHONE.test(leaderPhone)) reasons.push(ROSTER_CSV_TEXTS.leaderInvalid(leaderPhone));
  const bad = memberPhones.filter((phone) => !PHONE.test(phone));
  if (bad.length > 0) reasons.push(ROSTER_CSV_TEXTS.membersInvalid(bad));
  return { team: { line, name, leaderPhone, memberPhones: memberPhones.filter((phone) => PHONE.test(phone)) }, reasons };
}

/** What a game knows when it checks an import: its registered players, who is in a team, the names taken (compared by nameKey). */
export interface RosterCsvContext {
  game: RosterGameId;
  /** The registered player's name, undefined for a phone not registered in the game. */
  nameOf: (phone: string) => string | undefined;
  isInTeam: (phone: string) => boolean;
  takenTeamNames: ReadonlySet<string>;
  /** The game's own limits on one row (polish120's team size), checked after the name and before the phones. */
  lineReasons?: (team: CsvTeam) => string[];
}

/** Every row that is not blank, as a team to add or as a problem; the teams only matter when there are no problems. */
export interface RosterCsvCheck {
  headerLine: number | null;
  teams: RosterPreviewTeam[];
  players: number;
  problems: RosterCsvProblem[];
}

/**
 * Checks every row of a roster file against the game and against the other rows. The first
 * row that is not blank is a header only when its first cell names the team column
 * (ROSTER_CSV_TEAM_COLUMN_NAMES); every other row is either a team or a problem, never dropped.
 */
export function checkRosterCsv(fileRows: readonly RosterFileRow[], context: RosterCsvContext): RosterCsvCheck {
  const rows = fileRows.map(asWritten).filter((row) => row.cells.some(Boolean));
  const header = rows[0] && isHeader(rows[0]) ? rows[0] : null;
  const teams: RosterPreviewTeam[] = [];
  const problems: RosterCsvProblem[] = [];
  const seenPhones = new Map<string, number>();
  const seenNames = new Map<string, { line: number; name: string }>();
  const taken = new Map([...context.takenTeamNames].map((name) => [nameKey(name), name]));
  for (const row of header ? rows.slice(1) : rows) {
    const { team, reasons } = formReasons(row);
    const key = team.name ? nameKey(team.name) : '';
    const takenName = key ? taken.get(key) : undefined;
    if (takenName !== undefined) reasons.push(ROSTER_TEXTS.teamNameTaken(team.name, takenName));
    const earlier = key ? seenNames.get(key) : undefined;
    if (earlier !== undefined) reasons.push(ROSTER_CSV_TEXTS.duplicateTeamName(team.name, earlier.line, earlier.name));
    else if (key) seenNames.set(key, { line: team.line, name: team.name });
    reasons.push(...(context.lineReasons?.(team) ?? []));
    const phones = [team.leaderPhone, ...team.memberPhones].filter((phone) => PHONE.test(phone));
    for (const phone of phones) {
      if (context.nameOf(phone) === undefined) reasons.push(ROSTER_TEXTS.notRegistered(context.game, phone));
      else if (context.isInTeam(phone)) reasons.push(ROSTER_CSV_TEXTS.phoneInTeam(phone));
      const phoneLine = seenPhones.get(phone);
      if (phoneLine !== undefined) reasons.push(ROSTER_CSV_TEXTS.duplicatePhone(phone, phoneLine));
      else seenPhones.set(phone, team.line);
    }
    if (reasons.length > 0) {
      problems.push({ line: team.line, reason: reasons.join('；') });
      continue;
    }
    const person = (phone: string) => ({ phone, name: context.nameOf(phone)! });
    teams.push({ line: team.line, name: team.name, leader: person(team.leaderPhone), members: team.memberPhones.map(person) });
  }
  if (teams.length === 0 && problems.length === 0) problems.push({ line: 1, reason: ROSTER_CSV_TEXTS.noTeams });
  const players = teams.reduce((sum, team) => sum + 1 + team.members.length, 0);
  return { headerLine: header?.line ?? null, teams, players, problems };
}

/** What an import wrote, as its answer says it: the teams and players of the file. */
export interface RosterImportCounts {
  teams: number;
  players: number;
}

export function importedCounts(check: RosterCsvCheck): RosterImportCounts {
  return { teams: check.teams.length, players: check.players };
}

/** The teams of a check that found no problem; else a 422 ROSTER_CSV_INVALID listing each refused row with its reasons. */
export function acceptedTeams(check: RosterCsvCheck): RosterPreviewTeam[] {
  if (check.problems.length > 0) {
    throw new HttpError(422, 'ROSTER_CSV_INVALID', ROSTER_CSV_TEXTS.refused(check.problems.length), { problems: check.problems });
  }
  return check.teams;
}
