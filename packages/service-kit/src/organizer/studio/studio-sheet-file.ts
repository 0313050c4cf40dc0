import { CsvError, parse } from 'csv-parse/sync';
import { STUDIO_SHEET_MAX_ROWS } from '@citygames/contracts/organizer/studio-sheet.rules';
import { HttpError } from '../../http/errors.js';
import { withoutFormulaGuard } from '../../pure/results-csv.js';
import { decodeRosterFile } from '../roster/roster-file-encoding.js';
import { readFirstWorksheet, type SheetCell, type SheetRow } from '../spreadsheet/first-worksheet.js';
import { spreadsheetKind } from '../spreadsheet/spreadsheet-kind.js';

export type { SheetCell, SheetRow };

const unreadable = (message: string) => new HttpError(422, 'SHEET_UNREADABLE', message);

async function workbookRows(bytes: Buffer): Promise<SheetRow[]> {
  const sheet = await readFirstWorksheet(bytes);
  if ('problem' in sheet) {
    throw unreadable(sheet.problem === 'unreadable' ? '无法读取这个 Excel 文件，请在 Excel 里重新保存为 .xlsx 或 CSV 后再上传' : '这个 Excel 文件里没有工作表');
  }
  return sheet.rows;
}

function csvRows(bytes: Buffer): SheetRow[] {
  let text: string;
  try {
    text = decodeRosterFile(bytes).text;
  } catch {
    throw unreadable('无法识别表格文件的编码，请另存为 UTF-8 或 GBK 编码的 CSV，或 .xlsx');
  }
  let records: string[][];
  try {
    records = parse(text, { delimiter: [',', '\t'], relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = (Number((error as CsvError & { records?: number }).records) || 0) + 1;
    throw unreadable(`第 ${row} 行：表格无法读取（${error.code === 'CSV_QUOTE_NOT_CLOSED' ? '引号没有成对' : '格式不正确'}）`);
  }
  return records.map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => withoutFormulaGuard(cell)) }));
}

function tooManyRows() {
  return new HttpError(413, 'SHEET_TOO_MANY_ROWS', `一个表格最多 ${STUDIO_SHEET_MAX_ROWS} 行，请分成几个文件导入`);
}

const isBlank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The rows of an organiser's sheet that are not blank: an .xlsx workbook (its first worksheet) read by
 * exceljs, anything else as CSV in UTF-8, UTF-16 or GBK (what Excel writes on Chinese Windows).
 * An old .xls, an unreadable file or more than STUDIO_SHEET_MAX_ROWS rows is refused in Chinese.
 */
export async function readSheetFile(bytes: Buffer): Promise<SheetRow[]> {
  const kind = spreadsheetKind(bytes);
  if (kind === 'xls' || kind === 'encrypted-xlsx') throw new HttpError(415, 'SHEET_TYPE_UNSUPPORTED', '不支持旧的 .xls 文件，请在 Excel 里另存为 .xlsx 或 CSV');
  const rows = kind === 'xlsx' ? await workbookRows(bytes) : csvRows(bytes);
  const filled = rows.filter((row) => !row.cells.every(isBlank));
  if (filled.length > STUDIO_SHEET_MAX_ROWS + 1) throw tooManyRows();
  return filled;
}
