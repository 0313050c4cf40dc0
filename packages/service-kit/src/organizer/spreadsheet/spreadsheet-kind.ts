/**
 * What an uploaded spreadsheet is, by its first bytes (never by its name): an .xlsx workbook, an .xlsx saved with a
 * password to open, an old .xls, or text (a CSV).
 */
export type SpreadsheetKind = 'xlsx' | 'encrypted-xlsx' | 'xls' | 'text';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // an .xlsx workbook (an Office Open XML package)
const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0]; // an old .xls, or an .xlsx with a password to open
/** An encrypted Office Open XML file is a compound file holding this stream (MS-OFFCRYPTO); entry names are UTF-16. */
const ENCRYPTION_INFO_STREAM = Buffer.from('EncryptionInfo', 'utf16le');

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

export function spreadsheetKind(bytes: Buffer): SpreadsheetKind {
  if (startsWith(bytes, ZIP_SIGNATURE)) return 'xlsx';
  if (startsWith(bytes, COMPOUND_FILE_SIGNATURE)) return bytes.includes(ENCRYPTION_INFO_STREAM) ? 'encrypted-xlsx' : 'xls';
  return 'text';
}
