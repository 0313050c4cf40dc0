import { createContext } from 'react';
import type { FieldPathList } from '@rjsf/utils';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import type { JsonSchema } from '../schema-form-rules';
import type { DragHandleProps } from '../SortableEntries';

/** The top-level item the form edits and the check's problems: a field finds its own by its pack path. */
export interface FormPlace {
  item: string;
  issues: readonly PackIssue[];
  /** Where a new placed entry goes when its list has none on the map yet (the pack's map centre). */
  centre?: unknown;
}
export const FormPlaceContext = createContext<FormPlace>({ item: '', issues: [] });

/** The pack path of a field of the item (`tasks.3.answers`), which the check's problems name. */
export const packPathOf = (item: string, path: FieldPathList) => [item, ...path].join('.');

/** The list an entry belongs to: what its head shows and the studio's own actions on it (add, duplicate, move, open). */
export interface EntryList {
  /** Its pack path (`areas.1.rewards`). */
  path: string;
  list: readonly unknown[];
  itemSchema: JsonSchema;
  /** Entries of text, numbers or choices are edited in their head; entries with fields open and close. */
  simple: boolean;
  replace: (next: unknown[]) => void;
  add: () => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  isOpen: (index: number) => boolean;
  toggle: (index: number) => void;
}
export const EntryListContext = createContext<EntryList | null>(null);

/** The values of the entry a field belongs to: a picker whose options follow another field reads them. */
export const EntryValuesContext = createContext<Record<string, unknown> | undefined>(undefined);

/** True right under a union's picker: the chosen variant's field is the union's own, set or removed by the union. */
export const UnionVariantContext = createContext(false);

/** What the drag handle of the entry being drawn spreads onto its button (@dnd-kit's attributes and listeners). */
export const DragHandleContext = createContext<DragHandleProps | null>(null);

/**
 * Which entries are open, by pack path, for the whole form: a list redrawn by rjsf (its entries get new keys
 * when the list grows or shrinks) keeps what the organiser had opened inside it.
 */
export interface OpenEntries {
  open: ReadonlySet<string>;
  setOpen: (change: (open: ReadonlySet<string>) => ReadonlySet<string>) => void;
}
export const OpenEntriesContext = createContext<OpenEntries>({ open: new Set(), setOpen: () => undefined });
