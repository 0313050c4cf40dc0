import type { z } from 'zod';
import type { StudioSheetPreview, StudioSheetProblem, StudioSheetRow } from '@citygames/contracts/organizer/studio-sheet.schema';
import { entryIdOf } from '@citygames/contracts/organizer/studio-entries.rules';
import { HttpError } from '../../http/errors.js';
import { headerKey, readCell, type SheetColumn } from './studio-sheet-columns.js';
import type { SheetRow } from './studio-sheet-file.js';

type Entry = Record<string, unknown>;

/** A game's list that a sheet fills: its columns, the schema one entry must pass, and its checks against the rest of the draft. */
export interface SheetImport {
  /** The pack's list (`tasks`, `areas`). */
  item: string;
  /** The list's name in the organiser's words (任务, 区域). */
  title: string;
  /** The template's file name, without extension. */
  fileName: string;
  /** The field that names an entry (the draft's entry key). */
  idField: string;
  /** The field shown as the entry's name in the preview. */
  nameField: string;
  columns: readonly SheetColumn[];
  /** The game's own schema of one entry (the import's). */
  entry: z.ZodType;
  /** Problems of an entry that only the rest of the draft shows (a task naming an area the draft lacks), by field. */
  checkInPack?: (entry: Entry, pack: Record<string, unknown>) => { field: string; message: string }[];
}

/** The draft as the preview reads it: its pack, the versions of the list's entries (null: the list is saved as one value) and of the list. */
export interface SheetDraft {
  pack: Record<string, unknown>;
  entryVersions: Record<string, number> | null;
  itemVersion: number;
}

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sheet's columns by position; a header it does not know is named in the notes and ignored. */
function columnsOf(definition: SheetImport, header: SheetRow | undefined) {
  if (!header) throw new HttpError(422, 'SHEET_EMPTY', '表格是空的：第 1 行应是列名（请用下载的模板）');
  const known = new Map(definition.columns.map((column) => [headerKey(column.header), column]));
  const byPosition = new Map<number, SheetColumn>();
  const notes: string[] = [];
  const seen = new Set<SheetColumn>();
  header.cells.forEach((cell, index) => {
    const text = cell === null ? '' : String(cell).trim();
    if (text === '') return;
    const column = known.get(headerKey(text));
    if (!column) {
      notes.push(`不认识的列「${text}」，已忽略`);
      return;
    }
    if (seen.has(column)) throw new HttpError(422, 'SHEET_COLUMN_REPEATED', `「${column.header}」列出现了两次`);
    seen.add(column);
    byPosition.set(index, column);
  });
  const missing = definition.columns.filter((column) => column.field === definition.idField && !seen.has(column));
  if (missing.length > 0) throw new HttpError(422, 'SHEET_COLUMN_MISSING', `表格缺少「${missing[0]!.header}」列（第 1 行应是列名，请用下载的模板）`);
  return { byPosition, notes };
}

/**
 * The preview of a sheet against the draft, row by row: each row's entry is the draft's entry of that
 * id (if any) with the sheet's columns written over it (a blank cell of an optional column removes the
 * field), checked with the game's own entry schema and against the rest of the draft; every problem is
 * named by row and column. Nothing is written.
 */
export function previewSheet(definition: SheetImport, rows: readonly SheetRow[], draft: SheetDraft): StudioSheetPreview {
  const [header, ...data] = rows;
  const { byPosition, notes } = columnsOf(definition, header);
  const headerOf = new Map(definition.columns.map((column) => [column.field, column.header]));
  const list = Array.isArray(draft.pack[definition.item]) ? (draft.pack[definition.item] as unknown[]) : [];
  const existing = new Map(list.filter(isEntry).map((entry) => [entryIdOf(entry, definition.idField), entry]));
  const firstRowOf = new Map<string, number>();
  if (data.length === 0) notes.push('表格里只有列名，没有要导入的行');

  const previewRow = ({ row, cells }: SheetRow): StudioSheetRow => {
    const problems: StudioSheetProblem[] = [];
    const problem = (field: string | null, message: string) => problems.push({ row, column: field === null ? null : (headerOf.get(field) ?? null), message });
    const written: Entry = {};
    const cleared = new Set<string>();
    for (const [index, column] of byPosition) {
      const reading = readCell(column, cells[index] ?? null);
      if ('problem' in reading) {
        problem(column.field, reading.problem);
        continue;
      }
      const empty = reading.value === undefined || (Array.isArray(reading.value) && reading.value.length === 0);
      if (empty && column.required) problem(column.field, column.kind === 'list' ? '至少填一个' : '必须填写');
      else if (reading.value === undefined) cleared.add(column.field);
      else written[column.field] = reading.value;
    }
    const id = entryIdOf(written, definition.idField);
    if (id !== null) {
      const earlier = firstRowOf.get(id);
      if (earlier !== undefined) problem(definition.idField, `与第 ${earlier} 行的编号相同`);
      else firstRowOf.set(id, row);
    }
    const before = id === null ? undefined : existing.get(id);
    const value: Entry = { ...(before ?? {}), ...written };
    for (const field of cleared) delete value[field];
    if (problems.length === 0) {
      const checked = definition.entry.safeParse(value);
      if (!checked.success) {
        for (const issue of checked.error.issues) problem(typeof issue.path[0] === 'string' ? issue.path[0] : null, issue.message);
      } else for (const found of definition.checkInPack?.(value, draft.pack) ?? []) problem(found.field, found.message);
    }
    const action = before === undefined ? 'add' : JSON.stringify(before) === JSON.stringify(value) ? 'same' : 'update';
    const name = value[definition.nameField];
    return {
      row,
      id,
      name: typeof name === 'string' || typeof name === 'number' ? String(name) : '',
      action,
      problems,
      ...(problems.length === 0 ? { value } : {}),
      baseVersion: before === undefined || id === null ? 0 : (draft.entryVersions?.[id] ?? 0),
    };
  };

  const previewed = data.map(previewRow);
  return {
    item: definition.item,
    title: definition.title,
    ok: previewed.length > 0 && previewed.every((row) => row.problems.length === 0),
    rows: previewed,
    notes,
    itemVersion: draft.itemVersion,
  };
}
