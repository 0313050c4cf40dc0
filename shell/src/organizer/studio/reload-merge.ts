import type { StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import { mergeItem } from './merge-rules';
import type { JsonSchema } from './schema-form-rules';

/**
 * The organiser's unsaved edits on top of the latest draft: an edit of an item nobody else saved stays; an item someone
 * else saved meanwhile is merged entry by entry (tasks by id, fields of an object), and what both changed differently
 * keeps this organiser's version and is named in the organiser's words (「任务 T4」, a field by its title).
 */
export function mergeEditsIntoLatest(
  loaded: StudioDraftView,
  latest: StudioDraftView,
  edits: Record<string, unknown>,
  items: Record<string, JsonSchema>,
): { kept: Record<string, unknown>; notes: string[] } {
  const titleOf = (item: string) => items[item]?.title ?? item;
  const conflictName = (item: string, id: string) =>
    items[item]?.type === 'array' ? `${titleOf(item)} ${id}` : (items[item]?.properties?.[id]?.title ?? `${titleOf(item)}的一项`);
  const kept: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [item, value] of Object.entries(edits)) {
    if (latest.itemVersions[item] === loaded.itemVersions[item]) {
      kept[item] = value;
      continue;
    }
    const merged = value === undefined ? null : mergeItem(loaded.pack[item], value, latest.pack[item]);
    if (!merged) {
      notes.push(`「${titleOf(item)}」无法逐项合并，换成了别人保存的版本`);
      continue;
    }
    kept[item] = merged.value;
    notes.push(
      merged.conflicts.length > 0
        ? `「${titleOf(item)}」已合并，${merged.conflicts.map((id) => `「${conflictName(item, id)}」`).join('、')}两人都改过，保留了你的修改`
        : `「${titleOf(item)}」已合并别人的修改`,
    );
  }
  return { kept, notes };
}
