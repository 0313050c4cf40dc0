import { useCallback, useState } from 'react';
import { browserStorage } from '@citygames/web-kit/token-store';

/** The submit panel's selected task, kept in local storage so a reload keeps it. */
export interface SavedSelection {
  task: string;
  taskId: string;
  answer: string;
}

export const SAVED_SELECTION_KEY = 'polish120.taskSelection';

const EMPTY: SavedSelection = { task: '', taskId: '', answer: '' };

export function readSavedSelection(): SavedSelection {
  try {
    const raw = browserStorage()?.getItem(SAVED_SELECTION_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SavedSelection>;
    return {
      task: typeof parsed.task === 'string' ? parsed.task : '',
      taskId: typeof parsed.taskId === 'string' ? parsed.taskId : '',
      answer: typeof parsed.answer === 'string' ? parsed.answer : '',
    };
  } catch {
    return EMPTY;
  }
}

function writeSavedSelection(selection: SavedSelection): void {
  try {
    browserStorage()?.setItem(SAVED_SELECTION_KEY, JSON.stringify(selection));
  } catch {
    // storage blocked: the selection lives for this visit only
  }
}

/** `{task, taskId, answer}` kept across reloads. */
export function useSavedSelection(): [SavedSelection, (next: SavedSelection) => void] {
  const [selection, setSelection] = useState<SavedSelection>(readSavedSelection);
  const update = useCallback((next: SavedSelection) => {
    setSelection(next);
    writeSavedSelection(next);
  }, []);
  return [selection, update];
}
