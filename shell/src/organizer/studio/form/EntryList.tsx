import { useContext } from 'react';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { AnswerPreview } from '../AnswerPreview';
import { PlacementMap } from '../PlacementMap';
import { SortableEntries } from '../SortableEntries';
import { issuesUnder, kindOf, type JsonSchema } from '../schema-form-rules';
import { FieldIssues, Hint } from './FieldIssues';
import { DragHandleContext, EntryListContext, FormPlaceContext, packPathOf, UnionVariantContext } from './form-contexts';

/** A list in a box: its count, a map when its entries are placed, entries dragged to reorder, 「添加」 and the answers' preview. */
export function EntryList({ schema: rawSchema, fieldPathId, items }: ArrayFieldTemplateProps) {
  const schema = rawSchema as JsonSchema;
  const { item, issues } = useContext(FormPlaceContext);
  const list = useContext(EntryListContext);
  if (!list) return null;
  const path = packPathOf(item, fieldPathId.path);
  const itemSchema = list.itemSchema;
  const placed = itemSchema.properties?.lat && itemSchema.properties.lng;
  const last = fieldPathId.path.at(-1);
  return (
    <fieldset className="st-array" data-testid={`array-${path}`}>
      <legend>
        {schema.title}（{list.list.length} 项）
      </legend>
      <Hint text={schema.description} />
      <FieldIssues path={path} />
      {placed && <PlacementMap list={list.list} maxRadiusKm={itemSchema.properties?.radiusKm?.maximum ?? 5} onChange={list.replace} />}
      <UnionVariantContext.Provider value={false}>
        <SortableEntries
          count={items.length}
          classNameOf={(index) => `st-entry${issuesUnder(issues, `${path}.${index}`).length > 0 ? ' st-entry--bad' : ''}`}
          onMove={list.move}
        >
          {(index, handle) => <DragHandleContext.Provider value={handle}>{items[index]}</DragHandleContext.Provider>}
        </SortableEntries>
      </UnionVariantContext.Provider>
      <button type="button" className="st-add" onClick={list.add}>
        ＋ 添加{schema.title ?? '一项'}
      </button>
      {typeof last === 'string' && /answers$/i.test(last) && kindOf(itemSchema) === 'string' && <AnswerPreview answers={list.list} />}
    </fieldset>
  );
}
