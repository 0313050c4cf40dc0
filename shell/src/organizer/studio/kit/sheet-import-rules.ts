import type { StudioSheetMergeInput, StudioSheetPreview, StudioSheetRow } from '@citygames/contracts/organizer/studio-sheet.schema';

export const SHEET_ACTION_TEXTS: Record<StudioSheetRow['action'], string> = { add: '新增', update: '更新', same: '不变' };

/** The rows a merge sends: those that change the draft, each with the version it was previewed at; null when the sheet has problems. */
export function mergeInputOf(preview: StudioSheetPreview): StudioSheetMergeInput | null {
  if (!preview.ok) return null;
  const rows = preview.rows
    .filter((row) => row.action !== 'same' && row.id !== null)
    .map((row) => ({ row: row.row, id: row.id!, baseVersion: row.baseVersion, value: row.value as Record<string, unknown> }));
  return rows.length > 0 ? { itemVersion: preview.itemVersion, rows } : null;
}

/** What the preview says in one line: how many rows add, update, stay, or have problems. */
export function previewSummary(preview: StudioSheetPreview): string {
  const count = (action: StudioSheetRow['action']) => preview.rows.filter((row) => row.problems.length === 0 && row.action === action).length;
  const failing = preview.rows.filter((row) => row.problems.length > 0).length;
  const parts = [`新增 ${count('add')} 项`, `更新 ${count('update')} 项`, `不变 ${count('same')} 项`];
  if (failing > 0) parts.push(`${failing} 行有问题`);
  return `共 ${preview.rows.length} 行：${parts.join('，')}`;
}
