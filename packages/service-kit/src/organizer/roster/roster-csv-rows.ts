import { CsvError, parse } from 'csv-parse/sync';
import { HttpError } from '../../http/errors.js';
import type { RosterFileRow } from './roster-csv.js';
import { ROSTER_CSV_TEXTS } from './roster-texts.js';

/**
 * Every record of a roster CSV (RFC 4180, by csv-parse; commas or tabs between columns), numbered as a spreadsheet
 * numbers its rows (a quoted line break stays in its cell); a file that cannot be read is a 422 naming the row.
 */
export function readRosterCsvRows(text: string): RosterFileRow[] {
  let records: string[][];
  try {
    records = parse(text, { delimiter: [',', '\t'], relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The row being read when the parser stopped: the records before it, blank ones included, plus one.
    const line = (Number((error as CsvError & { records?: number }).records) || 0) + 1;
    const reason = error.code === 'CSV_QUOTE_NOT_CLOSED' ? ROSTER_CSV_TEXTS.quoteNotClosed : ROSTER_CSV_TEXTS.malformed(error.message);
    throw new HttpError(422, 'ROSTER_CSV_INVALID', ROSTER_CSV_TEXTS.unreadable, { problems: [{ line, reason }] });
  }
  return records.map((cells, index) => ({ line: index + 1, cells }));
}
