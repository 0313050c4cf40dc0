import ExcelJS from 'exceljs';

/** A cell as the sheet holds it: CSV cells are text, a workbook's may be numbers, booleans or dates. */
export type SheetCell = string | number | boolean | Date | null;

/** A row of the sheet with the number a spreadsheet shows it under. */
export interface SheetRow {
  row: number;
  cells: SheetCell[];
}

/** The rows of an .xlsx workbook's first worksheet, or why there are none; each caller says it in its own words. */
export type FirstWorksheet = { rows: SheetRow[] } | { problem: 'unreadable' | 'no-worksheet' };

/** A workbook cell's value as text, number, boolean or date (rich text joined, a formula's result, a link's text). */
function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellOf((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellOf(value.text as ExcelJS.CellValue);
  return null;
}

/**
 * Reads the first worksheet of an .xlsx (exceljs): its rows that hold a value, numbered as Excel numbers them, each
 * cell from column A on (a cell left empty between two filled ones is null).
 */
export async function readFirstWorksheet(bytes: Buffer): Promise<FirstWorksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { problem: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { problem: 'no-worksheet' };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[]; // 1-based and sparse: values[0] and every empty cell are holes
    rows.push({ row: number, cells: Array.from(values.slice(1), cellOf) });
  });
  return { rows };
}
