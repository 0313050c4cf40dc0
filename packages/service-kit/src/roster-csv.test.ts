import { describe, expect, it } from 'vitest';
import { RosterCsvRefusal } from '@citygames/contracts/organizer/roster.schema';
import { HttpError } from './errors.js';
import { checkRosterCsv, type RosterCsvContext } from './roster-csv.js';

const REGISTERED = new Set(['13700000001', '13700000002', '13700000003', '13700000004']);
const context: RosterCsvContext = {
  game: 'pilotsh',
  isRegistered: (phone) => REGISTERED.has(phone),
  isInTeam: (phone) => phone === '13700000004',
  takenTeamNames: new Set(['老队']),
};

/** The refusal's body as the error handler answers it. */
function refusalOf(text: string, check: RosterCsvContext = context) {
  try {
    checkRosterCsv(text, check);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.status).toBe(422);
    return RosterCsvRefusal.parse({ success: false, error: error.code, message: error.message, ...error.extra });
  }
  throw new Error('the roster was accepted');
}

describe('checking a roster CSV', () => {
  it('reads a header, a byte order mark, CRLF lines and members in one cell or several', () => {
    const teams = checkRosterCsv('\uFEFF队名,队长手机号,队员手机号\r\n一队,13700000001,13700000002、13700000003\r\n', context);
    expect(teams).toEqual([{ line: 2, name: '一队', leaderPhone: '13700000001', memberPhones: ['13700000002', '13700000003'] }]);
  });

  it('refuses the whole file, listing each bad line once with all its reasons in line order', () => {
    const refusal = refusalOf(['老队,13700000001', '二队,13600000000,13700000004', '二队,13700000001', '三队,12345'].join('\n'));
    expect(refusal.message).toBe('名单有 4 行有问题，没有导入任何内容');
    expect(refusal.problems).toEqual([
      { line: 1, reason: '队名「老队」已被使用' },
      { line: 2, reason: '手机号 13600000000 还没有在领航上海注册；手机号 13700000004 已在队伍中' },
      { line: 3, reason: '队名「二队」与第 2 行重复；手机号 13700000001 在第 1 行已出现' },
      { line: 4, reason: '队长手机号格式不正确：12345' },
    ]);
  });

  it("names the game in the not-registered reason and puts the game's own limits between names and phones", () => {
    const refusal = refusalOf('四队,13600000000', { ...context, game: 'polish120', lineReasons: () => ['每支队伍最多 20 人'] });
    expect(refusal.problems).toEqual([{ line: 1, reason: '每支队伍最多 20 人；手机号 13600000000 还没有在百廿寻迹注册' }]);
  });

  it('refuses a file without teams', () => {
    expect(refusalOf('队名,队长手机号\n\n').problems).toEqual([{ line: 1, reason: '文件里没有队伍' }]);
  });
});
