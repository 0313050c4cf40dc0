// The roster CSV of the organiser console (pilotsh and polish120): `队名,队长手机号,队员手机号…`.
// Parsing, and the checks of every line against the game's players and teams; each game writes the teams.
import type { RosterCsvProblem } from '@citygames/contracts/organizer/roster.schema';
import { PHONE_PATTERN as PHONE } from '@citygames/contracts/auth/account.rules';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { TEAM_NAME_MAX_LENGTH } from '@citygames/contracts/organizer/roster.rules';
import { displayNameProblem, displayNameProblemText, normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';
import { nameKey } from './name-key.js';
import { HttpError } from './errors.js';
import { ROSTER_CSV_TEXTS, ROSTER_TEXTS } from './roster-texts.js';

export interface CsvTeam {
  line: number;
  name: string;
  leaderPhone: string;
  memberPhones: string[];
}

function cells(line: string): string[] {
  return line.split(/[,，\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * Reads `队名,队长手机号,队员手机号…` lines: members in further columns, or several in one cell
 * separated by `;`, `、` or spaces. A first line whose second cell is not a phone is a header.
 */
function parseRosterCsv(text: string): { teams: CsvTeam[]; problems: RosterCsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const teams: CsvTeam[] = [];
  const problems: RosterCsvProblem[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const [typedName = '', leader = '', ...rest] = cells(raw);
    if (index === 0 && !PHONE.test(leader)) return; // header
    const members = rest.flatMap((cell) => cell.split(/[;；、\s]+/)).filter(Boolean);
    const name = normalizeDisplayName(typedName);
    const nameProblem = displayNameProblem(name);
    if (nameProblem === 'empty') problems.push({ line, reason: '缺少队名' });
    else if (nameProblem) problems.push({ line, reason: displayNameProblemText(nameProblem, '队名') });
    else if (name.length > TEAM_NAME_MAX_LENGTH) problems.push({ line, reason: `队名不能超过 ${TEAM_NAME_MAX_LENGTH} 个字` });
    else if (!PHONE.test(leader)) problems.push({ line, reason: `队长手机号格式不正确：${leader || '（空）'}` });
    else {
      const bad = members.filter((phone) => !PHONE.test(phone));
      if (bad.length > 0) problems.push({ line, reason: `队员手机号格式不正确：${bad.join('、')}` });
      else teams.push({ line, name, leaderPhone: leader, memberPhones: members });
    }
  });
  return { teams, problems };
}

/** What a game knows when it checks an import: its registered players, who is in a team, the names taken (compared by nameKey). */
export interface RosterCsvContext {
  game: RosterGameId;
  isRegistered: (phone: string) => boolean;
  isInTeam: (phone: string) => boolean;
  takenTeamNames: ReadonlySet<string>;
  /** The game's own limits on one line (polish120's team size), checked after the name and before the phones. */
  lineReasons?: (team: CsvTeam) => string[];
}

/**
 * Parses a roster CSV and checks every line against the game and against the other lines; the teams
 * only when every line passes, else a 422 ROSTER_CSV_INVALID listing each refused line with its reasons.
 */
export function checkRosterCsv(text: string, context: RosterCsvContext): CsvTeam[] {
  const { teams, problems } = parseRosterCsv(text);
  const seenPhones = new Map<string, number>();
  const seenNames = new Map<string, { line: number; name: string }>();
  const taken = new Map([...context.takenTeamNames].map((name) => [nameKey(name), name]));
  for (const team of teams) {
    const reasons: string[] = [];
    const key = nameKey(team.name);
    const takenName = taken.get(key);
    if (takenName !== undefined) reasons.push(ROSTER_TEXTS.teamNameTaken(team.name, takenName));
    const earlier = seenNames.get(key);
    if (earlier !== undefined) reasons.push(ROSTER_CSV_TEXTS.duplicateTeamName(team.name, earlier.line, earlier.name));
    else seenNames.set(key, { line: team.line, name: team.name });
    reasons.push(...(context.lineReasons?.(team) ?? []));
    for (const phone of [team.leaderPhone, ...team.memberPhones]) {
      if (!context.isRegistered(phone)) reasons.push(ROSTER_TEXTS.notRegistered(context.game, phone));
      else if (context.isInTeam(phone)) reasons.push(ROSTER_CSV_TEXTS.phoneInTeam(phone));
      const phoneLine = seenPhones.get(phone);
      if (phoneLine !== undefined) reasons.push(ROSTER_CSV_TEXTS.duplicatePhone(phone, phoneLine));
      else seenPhones.set(phone, team.line);
    }
    if (reasons.length > 0) problems.push({ line: team.line, reason: reasons.join('；') });
  }
  if (teams.length === 0 && problems.length === 0) problems.push({ line: 1, reason: ROSTER_CSV_TEXTS.noTeams });
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    throw new HttpError(422, 'ROSTER_CSV_INVALID', ROSTER_CSV_TEXTS.refused(problems.length), { problems });
  }
  return teams;
}
