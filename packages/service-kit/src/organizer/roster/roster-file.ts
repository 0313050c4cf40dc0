import type { RosterFileEncoding } from '@citygames/contracts/organizer/roster.rules';
import { HttpError } from '../../http/errors.js';
import { spreadsheetKind } from '../spreadsheet/spreadsheet-kind.js';
import type { RosterFileRow } from './roster-csv.js';
import { readRosterCsvRows } from './roster-csv-rows.js';
import { decodeRosterFile } from './roster-file-encoding.js';
import { ROSTER_FILE_TEXTS } from './roster-texts.js';
import { readRosterWorkbookRows } from './roster-workbook-rows.js';

/** An uploaded roster file's rows, and how it was read: the encoding of a CSV, or `xlsx` for a workbook. */
export interface RosterFile {
  encoding: RosterFileEncoding;
  rows: RosterFileRow[];
}

/** A refusal of a file's rows (422 ROSTER_CSV_INVALID) also names how the file was read, as the preview does. */
export function namingEncoding(encoding: RosterFileEncoding, error: unknown): unknown {
  if (error instanceof HttpError && error.code === 'ROSTER_CSV_INVALID') {
    return new HttpError(error.status, error.code, error.message, { ...error.extra, encoding });
  }
  return error;
}

/**
 * An organiser's roster file, told apart by its bytes (not its name): an .xlsx workbook (its first worksheet), or a
 * CSV in the encoding it was saved in. An old .xls, a workbook with a password to open, or a workbook that cannot be
 * read is refused in Chinese, saying what to do.
 */
export async function readRosterFile(bytes: Buffer): Promise<RosterFile> {
  const kind = spreadsheetKind(bytes);
  if (kind === 'xls') throw new HttpError(415, 'ROSTER_FILE_UNSUPPORTED', ROSTER_FILE_TEXTS.oldExcel);
  if (kind === 'encrypted-xlsx') throw new HttpError(415, 'ROSTER_FILE_UNSUPPORTED', ROSTER_FILE_TEXTS.passwordProtected);
  if (kind === 'xlsx') return { encoding: 'xlsx', rows: await readRosterWorkbookRows(bytes) };
  const { text, encoding } = decodeRosterFile(bytes);
  try {
    return { encoding, rows: readRosterCsvRows(text) };
  } catch (error) {
    throw namingEncoding(encoding, error);
  }
}
