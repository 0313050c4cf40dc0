import ExcelJS from 'exceljs';
import { toExcelCsv } from '../../pure/results-csv.js';
import type { SheetImport } from './studio-sheet-preview.js';

const LIST_HINT = '（一格写几个时用换行、「|」或「；」分开）';

/** The template as a CSV Excel opens with Chinese intact: the headers and the example row. */
export function sheetTemplateCsv(definition: SheetImport): string {
  return toExcelCsv(
    definition.columns.map((column) => column.header),
    [definition.columns.map((column) => column.example)],
  );
}

/**
 * The template as a workbook: the first sheet (the one the import reads) has the headers and an
 * example row; the second, 「填写说明」, explains every column.
 */
export async function sheetTemplateXlsx(definition: SheetImport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(definition.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = definition.columns.map((column) => ({ header: column.header, key: column.field, width: Math.max(12, column.example.length * 2 + 4) }));
  // Number columns get number cells, so the example reads as Excel would store a typed number.
  sheet.addRow(definition.columns.map((column) => (column.kind === 'number' && column.example !== '' ? Number(column.example) : column.example)));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列名', width: 16 },
    { header: '必填', width: 8 },
    { header: '说明', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of definition.columns) {
    help.addRow([column.header, column.required ? '是' : '', `${column.hint}${column.kind === 'list' ? LIST_HINT : ''}`]);
  }
  help.addRow([]);
  help.addRow([
    '',
    '',
    `按「${definition.columns.find((column) => column.field === definition.idField)?.header ?? definition.idField}」合并：草稿里没有的加进去，已有的用表格里的列更新（表格里没有的列保持不变）。第 1 行是列名，从第 2 行起每行一项，示例行请改掉或删掉。`,
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
