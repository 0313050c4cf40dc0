import type { StudioSheetMergeInput, StudioSheetMergeResponse } from '@citygames/contracts/organizer/studio-sheet.schema';
import type { StudioItemChange, StudioListChange } from '@citygames/contracts/organizer/studio.schema';
import { entryIdOf } from '@citygames/contracts/organizer/studio-entries.rules';
import { sheetProblemText } from '@citygames/contracts/organizer/studio-sheet.rules';
import { HttpError, notFound } from '../../http/errors.js';
import type { SheetImport } from './studio-sheet-preview.js';
import { draftView, readDraft, saveDraftItems } from './studio-store.js';

/**
 * Writes previewed sheet rows into the draft through its own per-entry save: every row is checked
 * again with the game's entry schema (nothing is written when one fails), a list kept entry by entry
 * gets each row as an entry change based on the version it was previewed at, a list saved as one value
 * (an empty one) is saved whole based on the list's previewed version. So a row whose entry another
 * organiser saved since the preview is refused with 409 DRAFT_ITEM_CHANGED and nothing of the sheet lands.
 */
export async function mergeSheetRows(
  game: string,
  sheet: SheetImport,
  input: StudioSheetMergeInput,
  save: { by: string; now: Date },
): Promise<StudioSheetMergeResponse> {
  const problems = input.rows.flatMap(({ row, id, value }) => {
    if (entryIdOf(value, sheet.idField) !== id) return [sheetProblemText({ row, column: null, message: '编号与内容不一致' })];
    const checked = sheet.entry.safeParse(value);
    return checked.success ? [] : checked.error.issues.map((issue) => sheetProblemText({ row, column: null, message: issue.message }));
  });
  const ids = input.rows.map((row) => row.id);
  const repeated = input.rows.find((row, index) => ids.indexOf(row.id) !== index);
  if (repeated) problems.push(sheetProblemText({ row: repeated.row, column: null, message: '与前面的行编号相同' }));
  if (problems.length > 0)
    throw new HttpError(400, 'SHEET_ROWS_INVALID', `有 ${problems.length} 处问题，没有合并：${problems.slice(0, 5).join('；')}`, { problems });

  const draft = await readDraft(game);
  if (!draft) throw notFound('还没有草稿：请先从演示活动包、当前活动或空白开始', 'NO_DRAFT');
  const view = draftView(draft, []);
  const list = view.lists?.[sheet.item];
  let change: StudioItemChange | StudioListChange;
  if (list && list.key === sheet.idField) {
    change = { item: sheet.item, entries: input.rows.map(({ id, baseVersion, value }) => ({ id, baseVersion, value })) };
  } else {
    const current = Array.isArray(view.pack[sheet.item]) ? (view.pack[sheet.item] as unknown[]) : [];
    const byId = new Map(input.rows.map((row) => [row.id, row.value]));
    const updated = current.map((entry) => {
      const id = entryIdOf(entry, sheet.idField);
      const replacement = id === null ? undefined : byId.get(id);
      if (replacement && id !== null) byId.delete(id);
      return replacement ?? entry;
    });
    change = { item: sheet.item, baseVersion: input.itemVersion, value: [...updated, ...byId.values()] };
  }
  const saved = await saveDraftItems(game, [change], { ...save, titleOf: (item) => (item === sheet.item ? sheet.title : item) });
  const before = new Set((Array.isArray(view.pack[sheet.item]) ? (view.pack[sheet.item] as unknown[]) : []).map((entry) => entryIdOf(entry, sheet.idField)));
  const added = input.rows.filter((row) => !before.has(row.id)).length;
  return { draftVersion: saved.version, added, updated: input.rows.length - added };
}
