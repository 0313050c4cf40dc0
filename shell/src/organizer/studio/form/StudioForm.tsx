import { useMemo, useState } from 'react';
// The deep path: the package's index also loads its test helper, which needs ajv (the studio does not use it).
import Form from '@rjsf/core/lib/components/Form.js';
import { shapeValidator } from './shape-validator';
import type { RJSFSchema } from '@rjsf/utils';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import type { JsonSchema } from '../schema-form-rules';
import { FormPlaceContext, OpenEntriesContext } from './form-contexts';
import './studio-form.css';
import { formSchemaOf, withFixedValues } from './form-schema-rules';
import { STUDIO_FIELDS, STUDIO_TEMPLATES, STUDIO_WIDGETS, translateString } from './studio-form-registry';

const UI_SCHEMA = { 'ui:submitButtonOptions': { norender: true } };

/** Only what the organiser sets is written: no optional part, no entry the schema's minimum asks for, is added unasked. */
const DEFAULTS = { emptyObjectFields: 'populateRequiredDefaults', arrayMinItems: { populate: 'never' } } as const;

/**
 * One top-level item of the pack, drawn by rjsf from the game's schema in the studio's templates and widgets.
 * The browser does not validate: the problems come from the service's check and are shown at their fields.
 */
export function StudioForm(props: {
  item: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  issues: readonly PackIssue[];
  centre?: unknown;
}) {
  const { item, schema, value, onChange, issues, centre } = props;
  const formSchema = useMemo(() => formSchemaOf(schema) as RJSFSchema, [schema]);
  const place = useMemo(() => ({ item, issues, centre }), [item, issues, centre]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const openEntries = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <FormPlaceContext.Provider value={place}>
      <OpenEntriesContext.Provider value={openEntries}>
        <Form
          key={item}
          idPrefix={`st-${item}`}
          schema={formSchema}
          uiSchema={UI_SCHEMA}
          formData={value}
          validator={shapeValidator}
          noHtml5Validate
          showErrorList={false}
          fields={STUDIO_FIELDS}
          widgets={STUDIO_WIDGETS}
          templates={STUDIO_TEMPLATES}
          translateString={translateString}
          experimental_defaultFormStateBehavior={DEFAULTS}
          onChange={(event) => onChange(withFixedValues(formSchema as JsonSchema, event.formData))}
        />
      </OpenEntriesContext.Provider>
    </FormPlaceContext.Provider>
  );
}
