import type { RosterFileEncoding } from '@citygames/contracts/organizer/roster.rules';
import { HttpError } from '../../http/errors.js';
import { ROSTER_FILE_TEXTS } from './roster-texts.js';

/** A roster file's text and the encoding it was written in. */
export interface DecodedRosterFile {
  text: string;
  encoding: Exclude<RosterFileEncoding, 'xlsx'>;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function decode(bytes: Uint8Array, label: string, skip = 0): string | null {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(skip));
  } catch {
    return null;
  }
}

function unreadable(message: string): HttpError {
  return new HttpError(422, 'ROSTER_CSV_INVALID', message, { problems: [{ line: 1, reason: message }] });
}

/**
 * Reads a text file (a CSV; a workbook is told apart before, roster-file.ts) as an organiser's spreadsheet saved it: a
 * byte order mark decides (UTF-8, or UTF-16 from Excel's "Unicode text"); without one, valid UTF-8 is UTF-8 and anything
 * else is read as GB18030, the superset of GBK that Excel writes on Chinese Windows ("CSV (逗号分隔)").
 */
export function decodeRosterFile(bytes: Uint8Array): DecodedRosterFile {
  const attempts: [DecodedRosterFile['encoding'], string, number][] = startsWith(bytes, [0xef, 0xbb, 0xbf])
    ? [['utf-8-bom', 'utf-8', 3]]
    : startsWith(bytes, [0xff, 0xfe])
      ? [['utf-16le', 'utf-16le', 2]]
      : startsWith(bytes, [0xfe, 0xff])
        ? [['utf-16be', 'utf-16be', 2]]
        : [
            ['utf-8', 'utf-8', 0],
            ['gb18030', 'gb18030', 0],
          ];
  for (const [encoding, label, skip] of attempts) {
    const text = decode(bytes, label, skip);
    if (text !== null && !text.includes('\u0000')) return { text, encoding };
  }
  throw unreadable(ROSTER_FILE_TEXTS.unknownEncoding);
}
