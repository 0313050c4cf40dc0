import { HttpError } from '../../http/errors.js';
import { readFirstWorksheet, type SheetCell } from '../spreadsheet/first-worksheet.js';
import type { RosterFileRow } from './roster-csv.js';
import { ROSTER_FILE_TEXTS } from './roster-texts.js';

/**
 * A cell as the organiser sees it in Excel: a phone number typed as a number is its digits (never `1.38e10`; Excel's
 * 15 significant digits, so a sum's `0.30000000000000004` is 0.3), TRUE/FALSE as Excel shows them, a date as its day.
 */
function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return Number.isInteger(cell) ? BigInt(cell).toString() : String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cell.toISOString().slice(0, 10); // exceljs reads an Excel date as that day at 00:00 UTC
}

/** The cells up to the last one that holds something: Excel's empty cells after a row's end are not columns. */
function withoutTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1]!.trim() === '') end -= 1;
  return cells.slice(0, end);
}

/** The rows of an .xlsx roster's first worksheet, as the CSV reader yields them; an unreadable workbook is a 422. */
export async function readRosterWorkbookRows(bytes: Buffer): Promise<RosterFileRow[]> {
  const sheet = await readFirstWorksheet(bytes);
  if ('problem' in sheet) {
    const message = sheet.problem === 'unreadable' ? ROSTER_FILE_TEXTS.brokenWorkbook : ROSTER_FILE_TEXTS.noWorksheet;
    throw new HttpError(422, 'ROSTER_FILE_UNREADABLE', message);
  }
  return sheet.rows.map(({ row, cells }) => ({ line: row, cells: withoutTrailingBlanks(cells.map(cellText)) }));
}
