import { useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { editedEntryOf, entryOfPath, previewEntriesOf, previewTargetOf } from './preview-target-rules';

/**
 * Which entry of the item on screen the preview opens at: the one last edited (found by comparing the item
 * before and after each change, so it works with any form renderer), the one a problem was opened at, or the
 * one picked beside the preview; the item itself until then.
 */
export function usePreviewEntry(game: OrganizerGameId, pack: Record<string, unknown> | undefined, item: string) {
  const [entry, setEntry] = useState<string | null>(null);
  const inItem = entry !== null && (entry === item || entry.startsWith(`${item}.`));
  const chosen = inItem ? entry : item;
  return {
    entry: chosen,
    entries: previewEntriesOf(game, pack, item),
    target: previewTargetOf(game, pack, chosen),
    pick: setEntry,
    edited(before: unknown, after: unknown) {
      const changed = editedEntryOf(item, before, after);
      if (changed !== item || !inItem) setEntry(changed);
    },
    openIssue: (path: string) => setEntry(entryOfPath(path)),
  };
}
