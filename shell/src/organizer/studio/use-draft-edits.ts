import { useState } from 'react';
import type { StudioDraftView } from '@citygames/contracts/organizer/studio.schema';

/** The organiser's unsaved edits of a draft, per top-level item: what the form shows is the edit, else the saved value. */
export function useDraftEdits(draft: StudioDraftView | null) {
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  return {
    edits,
    setEdits,
    valueOf: (item: string) => (item in edits ? edits[item] : draft?.pack[item]),
    edit: (item: string, value: unknown) => setEdits((now) => ({ ...now, [item]: value })),
    discard: (item: string) =>
      setEdits((now) => {
        const { [item]: _dropped, ...rest } = now;
        return rest;
      }),
  };
}
