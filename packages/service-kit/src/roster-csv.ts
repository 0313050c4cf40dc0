// The roster CSV of the organiser console (pilotsh and polish120): `队名,队长手机号,队员手机号…`.
// Parsing only; each game checks the lines against its own players and teams.
import type { RosterCsvProblem } from '@citygames/contracts/organizer/roster.schema';
import { PHONE_PATTERN as PHONE } from '@citygames/contracts/auth/account.rules';
import { TEAM_NAME_MAX_LENGTH } from '@citygames/contracts/organizer/roster.rules';

export type { RosterCsvProblem } from '@citygames/contracts/organizer/roster.schema';

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
export function parseRosterCsv(text: string): { teams: CsvTeam[]; problems: RosterCsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const teams: CsvTeam[] = [];
  const problems: RosterCsvProblem[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const [name = '', leader = '', ...rest] = cells(raw);
    if (index === 0 && !PHONE.test(leader)) return; // header
    const members = rest.flatMap((cell) => cell.split(/[;；、\s]+/)).filter(Boolean);
    if (!name) problems.push({ line, reason: '缺少队名' });
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
