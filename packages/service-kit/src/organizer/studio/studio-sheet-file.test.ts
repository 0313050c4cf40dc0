import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCell, type SheetColumn } from './studio-sheet-columns.js';
import { readSheetFile } from './studio-sheet-file.js';

const column = (kind: SheetColumn['kind']): SheetColumn => ({ header: '列', field: 'f', kind, example: '', hint: '' });

describe('readSheetFile', () => {
  it('reads a GBK CSV as Excel on Chinese Windows writes it, skipping blank rows and keeping spreadsheet row numbers', async () => {
    const gbk = Buffer.from([0xc8, 0xce, 0xce, 0xf1, 0xb1, 0xe0, 0xba, 0xc5, 0x0d, 0x0a, 0x2c, 0x0d, 0x0a, 0x54, 0x31, 0x0d, 0x0a]); // 任务编号 / , / T1
    expect(await readSheetFile(gbk)).toEqual([
      { row: 1, cells: ['任务编号'] },
      { row: 3, cells: ['T1'] },
    ]);
  });

  it('reads the first worksheet of an .xlsx: numbers, rich text, formula results and dates as the cells hold them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('任务');
    sheet.addRow(['编号', '名称', '数', '时间']);
    sheet.addRow([12, { richText: [{ text: '钟' }, { text: '楼' }] }, { formula: '1+1', result: 2 }, new Date(Date.UTC(2026, 6, 12, 10, 0))]);
    const rows = await readSheetFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows[1]).toEqual({ row: 2, cells: [12, '钟楼', 2, new Date(Date.UTC(2026, 6, 12, 10, 0))] });
  });
});

describe('readCell', () => {
  it('reads each kind of column, naming what cannot be read', () => {
    expect(readCell(column('number'), '１２')).toEqual({ value: 12 });
    expect(readCell(column('number'), '十二')).toEqual({ problem: '「十二」不是数字' });
    expect(readCell(column('list'), '3|三\n三下；')).toEqual({ value: ['3', '三', '三下'] });
    expect(readCell(column('yesNo'), '是')).toEqual({ value: true });
    expect(readCell(column('yesNo'), '也许')).toEqual({ problem: '填「是」或「否」' });
    expect(readCell(column('html'), 'a < b\n第二段')).toEqual({ value: '<p>a &lt; b</p><p>第二段</p>' });
    expect(readCell(column('time'), '2026-07-12 14:00')).toEqual({ value: '2026-07-12T14:00:00+08:00' });
    expect(readCell(column('time'), new Date(Date.UTC(2026, 6, 12, 9, 30)))).toEqual({ value: '2026-07-12T09:30:00+08:00' });
    expect(readCell(column('text'), '  ')).toEqual({ value: undefined });
  });
});
