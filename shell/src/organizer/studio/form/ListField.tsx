import { useContext } from 'react';
import type { Field, FieldProps } from '@rjsf/utils';
// The deep path: the package's index also loads its test helper, which needs ajv (the studio does not use it).
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import { duplicateEntry, isNumberGrid, kindOf, moveEntry, newEntry, type JsonSchema } from '../schema-form-rules';
import { EntryListContext, FormPlaceContext, OpenEntriesContext, packPathOf, type EntryList } from './form-contexts';
import { NumberGrid } from './NumberGrid';
import { afterInsert, afterMove, afterRemove, reindexOpen } from './open-entries-rules';
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
  const { item, centre } = useContext(FormPlaceContext);
  const { open, setOpen } = useContext(OpenEntriesContext);
  const list: unknown[] = Array.isArray(formData) ? (formData as unknown[]) : [];
  const replace = (next: unknown[]) => onChange(next, fieldPathId.path);
  if (isNumberGrid(schema)) return <NumberGrid schema={schema} value={list} onChange={replace} path={fieldPathId.path} />;
  const path = packPathOf(item, fieldPathId.path);
  const itemSchema = schema.items ?? {};
  const simple = SIMPLE_KINDS.includes(kindOf(itemSchema)) || isRewardEntry(itemSchema);
  const at = (index: number) => `${path}.${index}`;
  const context: EntryList = {
    path,
    list,
    itemSchema,
    simple,
    replace,
    add: () => {
      replace([...list, newEntry(list, itemSchema, centre)]);
      if (!simple) setOpen((now) => new Set([...now, at(list.length)]));
    },
    duplicate: (index) => {
      setOpen((now) => reindexOpen(now, path, afterInsert(index + 1)));
      replace([...list.slice(0, index + 1), duplicateEntry(list, list[index]), ...list.slice(index + 1)]);
    },
    remove: (index) => {
      setOpen((now) => reindexOpen(now, path, afterRemove(index)));
      replace(list.filter((_, other) => other !== index));
    },
    move: (from, to) => {
      if (to < 0 || to >= list.length) return;
      setOpen((now) => reindexOpen(now, path, afterMove(list.length, from, to)));
      replace(moveEntry(list, from, to));
    },
    isOpen: (index) => open.has(at(index)),
    toggle: (index) => setOpen((now) => new Set(now.has(at(index)) ? [...now].filter((entry) => entry !== at(index)) : [...now, at(index)])),
  };
  return (
    <EntryListContext.Provider value={context}>
      <DefaultArrayField {...props} />
    </EntryListContext.Provider>
  );
}
