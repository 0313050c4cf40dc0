import { STUDIO_SHEET_LIST_SEPARATORS } from '@citygames/contracts/organizer/studio-sheet.rules';
import type { SheetCell } from './studio-sheet-file.js';

/**
 * How a column of an organiser's sheet becomes a field of a pack entry:
 * `text` as written, `number`, `list` (several values in one cell), `yesNo` (是/否),
 * `html` (plain text turned into paragraphs), `time` (a date and time in Beijing time).
 */
export type SheetColumnKind = 'text' | 'number' | 'list' | 'yesNo' | 'html' | 'time';

export interface SheetColumn {
  /** The Chinese header of the template, what the organiser's sheet is matched by. */
  header: string;
  /** The entry's field it fills. */
  field: string;
  kind: SheetColumnKind;
  required?: boolean;
  /** The template's example row. */
  example: string;
  /** The template's explanation of the column. */
  hint: string;
}

/** A cell read as a column's kind: the field's value (undefined: the cell is blank) or why it cannot be. */
export type CellReading = { value: unknown } | { problem: string };

const YES = new Set(['是', 'y', 'yes', 'true', '1', '√', '对']);
const NO = new Set(['否', 'n', 'no', 'false', '0', '×', '不']);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pad = (value: number) => String(value).padStart(2, '0');

/** A cell's text as written (a number as Excel shows it, full-width digits and spaces folded only where a number is read). */
function textOf(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/** A workbook date has no zone: its clock reading is taken as Beijing time. */
function beijingIso(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}+08:00`;
}

const LOCAL_TIME = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?[ T]?(\d{1,2})[:：时](\d{2})(?:[:：分](\d{2}))?秒?$/;

export function readCell(column: SheetColumn, cell: SheetCell): CellReading {
  const text = textOf(cell);
  if (text === '' && column.kind !== 'list') return { value: undefined };
  switch (column.kind) {
    case 'text':
      return { value: text };
    case 'number': {
      if (typeof cell === 'number') return { value: cell };
      const folded = text.normalize('NFKC').replace(/\s+/g, '');
      const number = Number(folded);
      return folded !== '' && Number.isFinite(number) ? { value: number } : { problem: `「${text}」不是数字` };
    }
    case 'list':
      return {
        value: text
          .split(STUDIO_SHEET_LIST_SEPARATORS)
          .map((part) => part.trim())
          .filter(Boolean),
      };
    case 'yesNo': {
      if (typeof cell === 'boolean') return { value: cell };
      const word = text.toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { problem: '填「是」或「否」' };
    }
    case 'html':
      return {
        value: text
          .split(/\r?\n/)
          .filter((line) => line.trim() !== '')
          .map((line) => `<p>${escapeHtml(line.trim())}</p>`)
          .join(''),
      };
    case 'time': {
      if (cell instanceof Date) return { value: beijingIso(cell) };
      const local = LOCAL_TIME.exec(text.normalize('NFKC'));
      if (!local) return { value: text };
      const [, year, month, day, hour, minute, second = '0'] = local;
      return { value: `${year}-${pad(Number(month))}-${pad(Number(day))}T${pad(Number(hour))}:${minute}:${pad(Number(second))}+08:00` };
    }
  }
}

/** The header as written, folded so 「半径（公里）」, 「半径(公里)」 and 「 半径 （公里） 」 are one column. */
export const headerKey = (header: string) => header.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
