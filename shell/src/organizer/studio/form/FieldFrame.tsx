import { useContext } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { emptyValueOf, kindOf, labelOf, type JsonSchema } from '../schema-form-rules';
import { fieldFrameOf } from './field-frame-rules';
import { FieldIssues, Hint } from './FieldIssues';
import { EntryListContext, EntryValuesContext, FormPlaceContext, packPathOf, UnionVariantContext } from './form-contexts';

/** Fields that show their problems inside themselves (beside their entries). */
const CONTAINERS = new Set(['object', 'array', 'record', 'union']);

/** rjsf's frame of every field: its Chinese label, hint and problems, and 「设置」/「移除」 for a field that may be left out. */
export function FieldFrame({ id, schema: rawSchema, fieldPathId, required, formData, onChange, children }: FieldTemplateProps) {
  const schema = rawSchema as JsonSchema;
  const { item } = useContext(FormPlaceContext);
  const entry = useContext(EntryValuesContext);
  const list = useContext(EntryListContext);
  const underUnion = useContext(UnionVariantContext);
  const frame = fieldFrameOf(schema, fieldPathId.path, { required: required === true, underUnion, entry, listTitle: list?.itemSchema.title });
  if (frame.hidden) return null;
  const title = labelOf('', schema);
  if (frame.optional && formData === undefined) {
    return (
      <button type="button" className="st-add" onClick={() => onChange(emptyValueOf(schema), fieldPathId.path)}>
        ＋ 设置「{title}」
      </button>
    );
  }
  const path = packPathOf(item, fieldPathId.path);
  return (
    <div className="st-property">
      {frame.label === null ? (
        <>
          {children}
          {!CONTAINERS.has(kindOf(schema)) && <FieldIssues path={path} />}
        </>
      ) : (
        <div className="st-field">
          <label htmlFor={id}>{frame.label}</label>
          {children}
          <Hint text={schema.description} />
          <FieldIssues path={path} />
        </div>
      )}
      {frame.optional && (
        <button type="button" className="oc-link-danger st-unset" onClick={() => onChange(undefined, fieldPathId.path)}>
          移除「{title}」
        </button>
      )}
    </div>
  );
}
