import type { WidgetProps } from '@rjsf/utils';
import { optionTitle, type JsonSchema } from '../schema-form-rules';

/** A picker of fixed values (enums, a union's kinds), each shown by its Chinese name from the schema. */
export function ChoiceWidget({ id, schema, value, options, onChange }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const at = choices.findIndex((choice) => choice.value === value);
  return (
    <select id={id} value={at < 0 ? '' : String(at)} onChange={(event) => onChange(choices[Number(event.target.value)]?.value)}>
      {at < 0 && <option value="">请选择</option>}
      {choices.map((choice, index) => (
        <option key={index} value={String(index)}>
          {(schema as JsonSchema).optionTitles ? optionTitle(schema as JsonSchema, choice.value) : choice.label}
        </option>
      ))}
    </select>
  );
}
