import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { checkRosterCsv, type RosterCsvContext } from './roster-csv.js';
import { readRosterFile } from './roster-file.js';

const REGISTERED = new Map([
  ['13700000001', '甲'],
  ['13700000002', '乙'],
  ['13700000003', '丙'],
  ['13700000004', '丁'],
  ['13700000005', '戊'],
  ['13700000006', '己'],
]);
const context: RosterCsvContext = { game: 'pilotsh', nameOf: (phone) => REGISTERED.get(phone), isInTeam: () => false, takenTeamNames: new Set() };

/** An .xlsx as Excel saves it, built by exceljs: the given rows on the first worksheet (a row left undefined stays empty). */
async function workbook(rows: (ExcelJS.CellValue[] | undefined)[], sheets = 1): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (let sheet = 0; sheet < sheets; sheet += 1) book.addWorksheet(`表${sheet + 1}`);
  rows.forEach((row, index) => {
    if (row) book.worksheets[0]!.getRow(index + 1).values = row;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The refusal the route answers for a file that cannot be read. */
async function refusalOf(bytes: Buffer): Promise<{ status: number; code: string; message: string }> {
  const error: unknown = await readRosterFile(bytes).then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof HttpError)) throw new Error('the file was read');
  return { status: error.status, code: error.code, message: error.message };
}

describe('reading an .xlsx roster', () => {
  it('reads the first worksheet: phones typed as numbers as their digits, members in one cell, Excel row numbers', async () => {
    const file = await workbook([
      ['队名', '队长手机号', '队员手机号'],
      [{ richText: [{ text: '红' }, { text: '队' }] }, 13700000001, '13700000002、13700000003'],
      undefined,
      ['  蓝队 ', { formula: '13700000000+4', result: 13700000004 }, '13700000005；13700000006', null, '  '],
    ]);
    expect(await readRosterFile(file)).toEqual({
      encoding: 'xlsx',
      rows: [
        { line: 1, cells: ['队名', '队长手机号', '队员手机号'] },
        { line: 2, cells: ['红队', '13700000001', '13700000002、13700000003'] },
        { line: 4, cells: ['  蓝队 ', '13700000004', '13700000005；13700000006'] },
      ],
    });
  });

  it('yields what the CSV of the same sheet yields, so the checks see the same teams, header and row numbers', async () => {
    const xlsx = await workbook([
      ['队名', '队长手机号', '队员手机号', '队员手机号'],
      ['红队', 13700000001, 13700000002, 13700000003],
      undefined,
      ['蓝队', 13700000004, '13700000005、13700000006'],
    ]);
    const csv = Buffer.from(
      '队名,队长手机号,队员手机号,队员手机号\r\n红队,13700000001,13700000002,13700000003\r\n\r\n蓝队,13700000004,13700000005、13700000006\r\n',
    );
    const fromXlsx = checkRosterCsv((await readRosterFile(xlsx)).rows, context);
    expect(fromXlsx).toEqual(checkRosterCsv((await readRosterFile(csv)).rows, context));
    expect(fromXlsx.headerLine).toBe(1);
    expect(fromXlsx.problems).toEqual([]);
    expect(fromXlsx.teams.map((team) => [team.line, team.name, team.members.length])).toEqual([
      [2, '红队', 2],
      [4, '蓝队', 2],
    ]);
  });

  it('reads only the first worksheet, and an empty one has no teams', async () => {
    const empty = await readRosterFile(await workbook([], 2));
    expect(empty).toEqual({ encoding: 'xlsx', rows: [] });
    expect(checkRosterCsv(empty.rows, context).problems).toEqual([{ line: 1, reason: '文件里没有队伍' }]);
  });

  it('refuses a broken workbook, one without worksheets, an old .xls and a password-protected one, saying what to do', async () => {
    const whole = await workbook([['红队', 13700000001]]);
    const broken = { status: 422, code: 'ROSTER_FILE_UNREADABLE', message: expect.stringContaining('另存为”Excel 工作簿（.xlsx）或 CSV') };
    expect(await refusalOf(whole.subarray(0, whole.length / 2))).toEqual(broken);
    expect(await refusalOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual(broken);
    expect(await refusalOf(Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer()))).toEqual({
      status: 422,
      code: 'ROSTER_FILE_UNREADABLE',
      message: '这个 Excel 文件里没有工作表：请把名单放在第一个工作表里再上传',
    });
    const compoundFile = (...streams: string[]) =>
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), ...streams.map((name) => Buffer.from(name, 'utf16le'))]);
    expect(await refusalOf(compoundFile('Workbook'))).toEqual({ status: 415, code: 'ROSTER_FILE_UNSUPPORTED', message: expect.stringContaining('.xls 文件') });
    expect(await refusalOf(compoundFile('EncryptionInfo', 'EncryptedPackage'))).toEqual({
      status: 415,
      code: 'ROSTER_FILE_UNSUPPORTED',
      message: expect.stringContaining('去掉密码'),
    });
  });
});

describe('reading a CSV roster', () => {
  it('reads it in the encoding it was saved in, and names that encoding when a row cannot be read', async () => {
    const gbk = Buffer.concat([Buffer.from([0xba, 0xec, 0xb6, 0xd3]), Buffer.from(',13700000001\r\n')]); // 红队 in GBK
    expect(await readRosterFile(gbk)).toEqual({ encoding: 'gb18030', rows: [{ line: 1, cells: ['红队', '13700000001'] }] });
    const unclosed = await readRosterFile(Buffer.from('一队,13700000001\n"二队,13700000002\n')).catch((error: unknown) => error);
    expect(unclosed).toBeInstanceOf(HttpError);
    expect((unclosed as HttpError).extra).toMatchObject({ encoding: 'utf-8', problems: [{ line: 2 }] });
  });
});
