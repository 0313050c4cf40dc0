import type { Field, FieldProps } from '@rjsf/utils';
// The deep path: the package's index also loads its test helper, which needs ajv (the studio does not use it).
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import type { JsonSchema } from '../schema-form-rules';
import { EntryValuesContext } from './form-contexts';
import { isRewardEntry } from './reward-rules';
import { RewardRow } from './RewardRow';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField as Field;

/**
 * rjsf's object field, with the entry's values for its pickers, and a picker that follows another field
 * starts over when that field changes (a new fanhua category has other items).
 */
export function EntryField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const schema = props.schema as JsonSchema;
  if (isRewardEntry(schema)) return <RewardRow {...props} />;
  const record = typeof formData === 'object' && formData !== null ? (formData as Record<string, unknown>) : {};
  const followers = Object.entries(schema.properties ?? {}).filter(([, property]) => property.optionTitlesBy !== undefined);
  const onEntryChange: FieldProps['onChange'] = (value, path, errors, id) => {
    const key = path.length === fieldPathId.path.length + 1 ? path.at(-1) : undefined;
    const reset = followers.filter(([, property]) => property.optionTitlesBy?.field === key && value !== record[String(key)]);
    if (reset.length === 0) return onChange(value, path, errors, id);
    onChange({ ...record, [String(key)]: value, ...Object.fromEntries(reset.map(([other]) => [other, ''])) }, fieldPathId.path);
  };
  return (
    <EntryValuesContext.Provider value={record}>
      <DefaultObjectField {...props} onChange={onEntryChange} />
    </EntryValuesContext.Provider>
  );
}
