import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { variantsOf, type JsonSchema } from '../schema-form-rules';
import { Hint } from './FieldIssues';
import { UnionVariantContext } from './form-contexts';

/** A value of several kinds: 「类型」 picked by the game's Chinese names, or 「是否设置」 for a value that may be left unset. */
export function UnionChoice({ schema: rawSchema, selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  const schema = rawSchema as JsonSchema;
  const optional = variantsOf(schema).some((variant) => variant.type === 'null');
  return (
    <div className="st-union">
      <label className="st-field">
        <span>
          {schema.title ? `${schema.title}：` : ''}
          {optional ? '是否设置' : '类型'}
        </span>
        {selector}
      </label>
      <Hint text={schema.description} />
      <UnionVariantContext.Provider value={true}>{optionSchemaField}</UnionVariantContext.Provider>
    </div>
  );
}
