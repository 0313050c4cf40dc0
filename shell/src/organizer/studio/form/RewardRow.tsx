import { useContext } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { dependentOptions, type JsonSchema } from '../schema-form-rules';
import { CodePicker } from './CodePicker';
import { FieldIssues } from './FieldIssues';
import { FormPlaceContext, packPathOf } from './form-contexts';

/**
 * One fanhua reward or condition on a line: the resource by its Chinese name, the item of that category, the count.
 * A condition (需要持有) reads 「持有至少」: it is held, not paid. Changing the resource starts the item over.
 */
export function RewardRow({ formData, onChange, fieldPathId, schema: rawSchema }: FieldProps) {
  const schema = rawSchema as JsonSchema;
  const { item } = useContext(FormPlaceContext);
  const entry = typeof formData === 'object' && formData !== null ? (formData as Record<string, unknown>) : {};
  const properties = schema.properties ?? {};
  const resources = properties.type?.optionTitles ?? {};
  const items = dependentOptions(properties.arg ?? {}, entry);
  const id = fieldPathId.$id;
  const path = packPathOf(item, fieldPathId.path);
  const set = (next: Record<string, unknown>) => onChange({ ...entry, ...next }, fieldPathId.path);
  const isCondition = fieldPathId.path.at(-2) === 'conds';
  return (
    <div className="st-reward" role="group" aria-label={`${schema.title ?? ''} ${Number(fieldPathId.path.at(-1)) + 1}`}>
      {isCondition && <span>持有至少</span>}
      <label htmlFor={`${id}-type`} className="st-reward__label">
        {properties.type?.title}
      </label>
      <CodePicker id={`${id}-type`} codes={resources} value={String(entry.type ?? '')} onChange={(type) => set({ type, arg: '' })} />
      {items && (
        <>
          <label htmlFor={`${id}-arg`} className="st-reward__label">
            {properties.arg?.title}
          </label>
          <CodePicker id={`${id}-arg`} codes={items} value={String(entry.arg ?? '')} onChange={(arg) => set({ arg })} />
        </>
      )}
      <label htmlFor={`${id}-count`}>×</label>
      <input
        id={`${id}-count`}
        type="number"
        min={1}
        step={1}
        aria-label={properties.count?.title}
        value={typeof entry.count === 'number' ? entry.count : ''}
        onChange={(event) => set({ count: event.target.value === '' ? undefined : Number(event.target.value) })}
      />
      {['', '.type', '.arg', '.count'].map((part) => (
        <FieldIssues key={part} path={`${path}${part}`} />
      ))}
    </div>
  );
}
