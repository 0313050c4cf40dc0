import { useState } from 'react';
import type { Field, FieldProps } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { isNumberGrid, kindOf, moveEntry, type JsonSchema } from '../schema-form-rules';
import { EntryListContext } from './form-contexts';
import { NumberGrid } from './NumberGrid';
import { isRewardEntry } from './reward-rules';

const DefaultArrayField = getDefaultRegistry().fields.ArrayField as Field;
const SIMPLE_KINDS = ['string', 'number', 'enum', 'boolean'];

/**
 * rjsf's array field, with the studio's own actions on the list for its templates (duplicate with the next free
 * id, a new entry at the map's middle, drag to reorder, entries that open and close); rows of digits as a grid.
 */
export function ListField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const schema = props.schema as JsonSchema;
  const list: unknown[] = Array.isArray(formData) ? (formData as unknown[]) : [];
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const replace = (next: unknown[]) => onChange(next, fieldPathId.path);
  if (isNumberGrid(schema)) return <NumberGrid schema={schema} value={list} onChange={replace} path={fieldPathId.path} />;
  const itemSchema = schema.items ?? {};
  const move = (from: number, to: number) => {
    // An entry moved keeps its opened or closed state.
    const opened = moveEntry(
      list.map((_, at) => open.has(at)),
      from,
      to,
    );
    setOpen(new Set(opened.flatMap((isOpen, at) => (isOpen ? [at] : []))));
    replace(moveEntry(list, from, to));
  };
  const context = {
    path: fieldPathId.path.join('.'),
    list,
    itemSchema,
    simple: SIMPLE_KINDS.includes(kindOf(itemSchema)) || isRewardEntry(itemSchema),
    replace,
    move,
    isOpen: (index: number) => open.has(index),
    toggle: (index: number) => setOpen((now) => new Set(now.has(index) ? [...now].filter((entry) => entry !== index) : [...now, index])),
  };
  return (
    <EntryListContext.Provider value={context}>
      <DefaultArrayField {...props} />
    </EntryListContext.Provider>
  );
}
