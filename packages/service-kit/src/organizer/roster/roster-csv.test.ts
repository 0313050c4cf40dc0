import { describe, expect, it } from 'vitest';
import { RosterCsvRefusal } from '@citygames/contracts/organizer/roster.schema';
import { HttpError } from '../../http/errors.js';
import { acceptedTeams, checkRosterCsv, type RosterCsvContext } from './roster-csv.js';
import { rosterCsv } from './roster-csv-export.js';
import { readRosterCsvRows } from './roster-csv-rows.js';

const REGISTERED = new Map([
  ['13700000001', '甲'],
  ['13700000002', '乙'],
  ['13700000003', '丙'],
  ['13700000004', '丁'],
]);
const context: RosterCsvContext = {
  game: 'pilotsh',
  nameOf: (phone) => REGISTERED.get(phone),
  isInTeam: (phone) => phone === '13700000004',
  takenTeamNames: new Set(['老队']),
};

/** Reads a CSV's rows, then checks them, as the import route does. */
const checkCsv = (text: string, check: RosterCsvContext) => checkRosterCsv(readRosterCsvRows(text), check);

/** The refusal's body as the error handler answers it. */
function refusalOf(text: string, check: RosterCsvContext = context) {
  try {
    acceptedTeams(checkCsv(text, check));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.status).toBe(422);
    return RosterCsvRefusal.parse({ success: false, error: error.code, message: error.message, ...error.extra });
  }
  throw new Error('the roster was accepted');
}

describe('a downloaded roster CSV', () => {
  it('imports back to exactly the same team names, those that carry the formula guard included', () => {
    const names = ['=一队', '+二队', "'-三队", '@四队'];
    const player = (phone: string) => ({ id: phone, phone, name: REGISTERED.get(phone)! });
    const csv = rosterCsv({
      version: 1,
      unassigned: [],
      teams: names.map((name, index) => ({ id: String(index), name, leader: player(`1370000000${index + 1}`), members: [] })),
    });
    expect(csv).toContain("'=一队");
    const imported = acceptedTeams(checkCsv(csv.replace('\uFEFF', ''), { ...context, isInTeam: () => false }));
    expect(imported.map((team) => [team.name, team.leader.phone])).toEqual(names.map((name, index) => [name, `1370000000${index + 1}`]));
  });
});

describe('checking a roster CSV', () => {
  it('reads a header by its names, CRLF rows and members in one cell or several, with the players’ names', () => {
    const check = checkCsv('队名,队长手机号,队员手机号\r\n一队,13700000001,13700000002、13700000003\r\n', context);
    expect(check.headerLine).toBe(1);
    expect(check.players).toBe(3);
    expect(acceptedTeams(check)).toEqual([
      {
        line: 2,
        name: '一队',
        leader: { phone: '13700000001', name: '甲' },
        members: [
          { phone: '13700000002', name: '乙' },
          { phone: '13700000003', name: '丙' },
        ],
      },
    ]);
  });

  it('never takes a first row for a header because of its phone: a header-less bad first row is a listed problem', () => {
    const check = checkCsv('红队,1370000000,13700000002\n蓝队,13700000001\n', context);
    expect(check.headerLine).toBeNull();
    expect(check.teams.map((team) => team.name)).toEqual(['蓝队']);
    expect(check.problems).toEqual([{ line: 1, reason: '队长手机号格式不正确：1370000000' }]);
    expect(checkCsv('红队,13700000001\n', context).teams.map((team) => team.line)).toEqual([1]);
  });

  it('reads RFC 4180 cells: quoted commas and line breaks, doubled quotes, and numbers rows as a spreadsheet does', () => {
    const text = 'Team Name,Leader\n"红队,一组",13700000001,"13700000002\n13700000003"\n"他说""快""队",13700000004\n';
    const check = checkCsv(text, { ...context, isInTeam: () => false });
    expect(check.headerLine).toBe(1);
    expect(check.teams).toMatchObject([
      { line: 2, name: '红队,一组', members: [{ phone: '13700000002' }, { phone: '13700000003' }] },
      { line: 3, name: '他说"快"队' },
    ]);
    expect(check.problems).toEqual([]);
  });

  it('lists a quote that never closes at its row', () => {
    expect(refusalOf('一队,13700000001\n"二队,13700000002\n三队,13700000003\n').problems).toEqual([
      { line: 2, reason: '引号没有闭合：从这一行开始的引号一直到文件末尾都没有结束' },
    ]);
  });

  it('refuses the whole file, listing each bad row once with all its reasons in row order', () => {
    const refusal = refusalOf(
      ['老队,13700000001', '二队,13600000000,13700000004', '二队,13700000001', '三队,12345', ',13700000003', '四队，13700000003'].join('\n'),
    );
    expect(refusal.message).toBe('名单有 6 行有问题，没有导入任何内容');
    expect(refusal.problems).toEqual([
      { line: 1, reason: '队名「老队」已被使用' },
      { line: 2, reason: '手机号 13600000000 还没有在领航上海注册；手机号 13700000004 已在队伍中' },
      { line: 3, reason: '队名「二队」与第 2 行重复；手机号 13700000001 在第 1 行已出现' },
      { line: 4, reason: '队长手机号格式不正确：12345' },
      { line: 5, reason: '缺少队名' },
      { line: 6, reason: '这一行只有一列：队名、队长手机号、队员手机号要分开，CSV 里用英文逗号“,”分隔（不要用中文逗号“，”），Excel 里各填一列' },
    ]);
  });

  it("names the game in the not-registered reason and puts the game's own limits between names and phones", () => {
    const refusal = refusalOf('四队,13600000000', { ...context, game: 'polish120', lineReasons: () => ['每支队伍最多 20 人'] });
    expect(refusal.problems).toEqual([{ line: 1, reason: '每支队伍最多 20 人；手机号 13600000000 还没有在百廿寻迹注册' }]);
  });

  it('skips blank rows only, and refuses a file without teams', () => {
    expect(checkCsv('\n,,\n一队,13700000001\n', context).teams.map((team) => team.line)).toEqual([3]);
    expect(refusalOf('队名,队长手机号\n\n').problems).toEqual([{ line: 1, reason: '文件里没有队伍' }]);
  });
});
