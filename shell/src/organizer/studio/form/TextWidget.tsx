import { useContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ImageField } from '../ImageField';
import { RichTextPreview } from '../RichTextPreview';
import { dependentOptions, isImageSource, isLongText, isRichText, kindOf, type JsonSchema } from '../schema-form-rules';
import { CodePicker } from './CodePicker';
import { EntryValuesContext } from './form-contexts';

/** Every text or number of the pack: a code picker, a picture, a long or formatted text beside its preview, a number or a line. */
export function TextWidget({ id, name, schema: rawSchema, value, onChange }: WidgetProps) {
  const schema = rawSchema as JsonSchema;
  const entry = useContext(EntryValuesContext);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const codes = schema.optionTitlesBy ? dependentOptions(schema, entry) : (schema.optionTitles ?? null);
  if (codes) return <CodePicker id={id} codes={codes} value={text} onChange={onChange} />;
  if (isImageSource(name)) return <ImageField label={schema.title ?? ''} value={text} onChange={onChange} />;
  if (kindOf(schema) === 'number') {
    return (
      <input
        id={id}
        type="number"
        value={typeof value === 'number' ? value : ''}
        step={schema.type === 'integer' ? 1 : 'any'}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      />
    );
  }
  if (!isLongText(name, schema)) return <input id={id} value={text} onChange={(event) => onChange(event.target.value)} />;
  return (
    <>
      <textarea id={id} value={text} rows={isRichText(name) ? 5 : 3} onChange={(event) => onChange(event.target.value)} />
      {isRichText(name) && text && <RichTextPreview html={text} />}
    </>
  );
}
