import { browserStorage } from '@citygames/web-kit/token-store';

/** The task selection kept when the player leaves the submit tab (task name, id and the answer typed so far). */
export interface SavedSelection {
  task: string;
  id: string;
  answer: string;
}

export const SAVED_SELECTION_KEY = 'pilotsh.savedTask';

export function readSavedSelection(): SavedSelection | null {
  try {
    const raw = browserStorage()?.getItem(SAVED_SELECTION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedSelection>;
    if (typeof value.id !== 'string' || !value.id) return null;
    return { task: typeof value.task === 'string' ? value.task : '', id: value.id, answer: typeof value.answer === 'string' ? value.answer : '' };
  } catch {
    return null;
  }
}

export function writeSavedSelection(selection: SavedSelection | null): void {
  try {
    if (selection) browserStorage()?.setItem(SAVED_SELECTION_KEY, JSON.stringify(selection));
    else browserStorage()?.removeItem(SAVED_SELECTION_KEY);
  } catch {
    // storage blocked: the selection is simply not remembered
  }
}
