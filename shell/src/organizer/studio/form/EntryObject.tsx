import { useContext } from 'react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { canExpand } from '@rjsf/utils';
import type { JsonSchema } from '../schema-form-rules';
import { FieldIssues, Hint } from './FieldIssues';
import { FormPlaceContext, packPathOf, UnionVariantContext } from './form-contexts';
import { isXArea } from './walkthroughs/x-area-words';
import { XAreaWalkthrough } from './walkthroughs/XAreaWalkthrough';
import { isStartQuestion } from './walkthroughs/start-words';
import { StartWalkthrough } from './walkthroughs/StartWalkthrough';
import { isScratchCard } from './walkthroughs/scratch-words';
import { ScratchOddsTable } from './walkthroughs/ScratchOddsTable';
import { isFanhuaArea } from './walkthroughs/special-area-words';
import { SpecialAreaWalkthrough } from './walkthroughs/SpecialAreaWalkthrough';

/** An object's fields in a box: titled unless it is an entry of a list (its head names it); a table of names gets 「添加一行」. */
export function EntryObject({ schema: rawSchema, uiSchema, formData, fieldPathId, properties, onAddProperty }: ObjectFieldTemplateProps) {
  const schema = rawSchema as JsonSchema;
  const { item } = useContext(FormPlaceContext);
  const isEntry = typeof fieldPathId.path.at(-1) === 'number';
  return (
    <fieldset className="st-object">
      {!isEntry && schema.title && <legend>{schema.title}</legend>}
      <Hint text={schema.description} />
      <FieldIssues path={packPathOf(item, fieldPathId.path)} />
      {isXArea(schema) && <XAreaWalkthrough value={formData} />}
      {isStartQuestion(schema) && <StartWalkthrough value={formData} />}
      {isScratchCard(schema) && <ScratchOddsTable value={formData} />}
      {isFanhuaArea(schema) && <SpecialAreaWalkthrough value={formData} schema={schema} />}
      <UnionVariantContext.Provider value={false}>
        {properties.map((property) => (property.hidden ? null : <div key={property.name}>{property.content}</div>))}
      </UnionVariantContext.Provider>
      {canExpand(rawSchema, uiSchema, formData) && (
        <button type="button" className="st-add" onClick={onAddProperty}>
          ＋ 添加一行
        </button>
      )}
    </fieldset>
  );
}
