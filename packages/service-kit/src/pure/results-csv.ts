import type { Response } from 'express';

/**
 * A text that Excel would run as a formula (a leading = + - @), or one that only looks guarded (apostrophes
 * before such a sign), gets one apostrophe more in front; `withoutFormulaGuard` takes exactly that one away.
 */
const NEEDS_FORMULA_GUARD = /^'*[=+\-@]/;

/** The cell's text as written before `cell` guarded it: what a re-imported file must read back. */
export function withoutFormulaGuard(text: string): string {
  return text.startsWith("'") && NEEDS_FORMULA_GUARD.test(text.slice(1)) ? text.slice(1) : text;
}

/** One cell as RFC 4180 wants it, with the formula guard. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (NEEDS_FORMULA_GUARD.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte order mark and CRLF lines: what Excel opens with Chinese intact. */
export function toExcelCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** `asciiName` is the file name for the few clients that do not read `filename*`. */
export function sendCsv(res: Response, fileName: string, csv: string, asciiName = 'results.csv'): void {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  res.set('Cache-Control', 'no-store');
  res.send(csv);
}

/** Beijing time as organisers read it, e.g. 2026-05-01 14:03:09. */
export function beijingTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
