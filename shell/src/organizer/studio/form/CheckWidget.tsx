import type { WidgetProps } from '@rjsf/utils';

/** A yes-or-no field: the box and its Chinese title on one line. */
export function CheckWidget({ id, schema, value, onChange }: WidgetProps) {
  return (
    <label className="st-field st-field--check">
      <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      <span>{schema.title}</span>
    </label>
  );
}
