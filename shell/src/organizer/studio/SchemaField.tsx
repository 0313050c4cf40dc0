import { useState, type ReactNode } from 'react';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import { AnswerPreview } from './AnswerPreview';
import { ImageField } from './ImageField';
import { PlacementMap } from './PlacementMap';
import { RichTextPreview } from './RichTextPreview';
import { SortableEntries } from './SortableEntries';
import {
  emptyValueOf,
  entrySummary,
  isImageSource,
  isLongText,
  isRichText,
  issuesUnder,
  dependentOptions,
  duplicateEntry,
  isNumberGrid,
  newEntry,
  kindOf,
  labelOf,
  moveEntry,
  optionsOf,
  optionTitle,
  variantIndexOf,
  variantLabel,
  variantsOf,
  type JsonSchema,
} from './schema-form-rules';

interface FieldProps {
  /** The property's key (or the entry's index): labels, rich text, answers. */
  name: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The pack path of this value (`tasks.3.answers`), which the check's problems name. */
  path: string;
  issues: readonly PackIssue[];
  /** The entry this value is a field of: a picker whose options follow another field reads it. */
  siblings?: Record<string, unknown>;
}

function FieldIssues({ issues, path }: { issues: readonly PackIssue[]; path: string }) {
  const here = issues.filter((issue) => issue.path === path);
  if (here.length === 0) return null;
  return (
    <ul className="st-field-issues" role="alert">
      {here.map((issue, index) => (
        <li key={index}>{issue.message}</li>
      ))}
    </ul>
  );
}

/** The game's hint for a field (what to fill in, in the organiser's words). */
function Hint({ schema }: { schema: JsonSchema }) {
  return schema.description ? <small className="oc-muted st-hint">{schema.description}</small> : null;
}

/** One value of the pack, drawn from its JSON Schema: every kind the three games' schemas use. */
export function SchemaField(props: FieldProps) {
  const { name, schema, value, onChange, path, issues } = props;
  const label = labelOf(name, schema);
  switch (kindOf(schema)) {
    case 'object':
      return <ObjectField {...props} />;
    case 'array':
      return isNumberGrid(schema) ? <NumberGrid {...props} /> : <ArrayField {...props} />;
    case 'union':
      return <UnionField {...props} />;
    case 'record':
      return <RecordField {...props} />;
    case 'const':
      // A fixed value (the pack's format marker, a variant's kind): nothing to choose; the variant's picker names it.
      return null;
    case 'enum': {
      const options = optionsOf(schema);
      return (
        <label className="st-field">
          <span>{label}</span>
          <select value={String(value)} onChange={(event) => onChange(options.find((option) => String(option) === event.target.value))}>
            {!options.some((option) => String(option) === String(value)) && <option value={String(value)}>请选择</option>}
            {options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {optionTitle(schema, option)}
              </option>
            ))}
          </select>
          <Hint schema={schema} />
          <FieldIssues issues={issues} path={path} />
        </label>
      );
    }
    case 'boolean':
      return (
        <label className="st-field st-field--check">
          <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <span>{label}</span>
          <FieldIssues issues={issues} path={path} />
        </label>
      );
    case 'number':
      return (
        <label className="st-field">
          <span>{label}</span>
          <input
            type="number"
            value={typeof value === 'number' ? value : ''}
            step={schema.type === 'integer' ? 1 : 'any'}
            onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          />
          <Hint schema={schema} />
          <FieldIssues issues={issues} path={path} />
        </label>
      );
    case 'string': {
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      const codes = schema.optionTitlesBy ? dependentOptions(schema, props.siblings) : (schema.optionTitles ?? null);
      if (schema.optionTitlesBy && !codes) return null; // this kind of entry has no such choice (fanhua: money has no item)
      if (codes) return <CodePicker label={label} codes={codes} value={text} onChange={onChange} issues={<FieldIssues issues={issues} path={path} />} />;
      if (isImageSource(name)) {
        return (
          <>
            <ImageField label={label} value={text} onChange={onChange} />
            <FieldIssues issues={issues} path={path} />
          </>
        );
      }
      return (
        <label className="st-field">
          <span>{label}</span>
          {isLongText(name, schema) ? (
            <textarea value={text} rows={isRichText(name) ? 5 : 3} onChange={(event) => onChange(event.target.value)} />
          ) : (
            <input value={text} onChange={(event) => onChange(event.target.value)} />
          )}
          <Hint schema={schema} />
          {isRichText(name) && text && <RichTextPreview html={text} />}
          <FieldIssues issues={issues} path={path} />
        </label>
      );
    }
    default:
      return <JsonField {...props} />;
  }
}

function ObjectField({ name, schema, value, onChange, path, issues }: FieldProps) {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const required = new Set(schema.required ?? []);
  const set = (key: string, next: unknown) => {
    const copy = { ...record };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    // A picker that follows this field starts over (a new category has other items).
    for (const [other, property] of Object.entries(schema.properties ?? {})) {
      if (property.optionTitlesBy?.field === key && next !== record[key]) copy[other] = '';
    }
    onChange(copy);
  };
  return (
    <fieldset className="st-object">
      {name && <legend>{labelOf(name, schema)}</legend>}
      <Hint schema={schema} />
      <FieldIssues issues={issues} path={path} />
      {Object.entries(schema.properties ?? {}).map(([key, property]) => {
        const at = path ? `${path}.${key}` : key;
        if (property.const !== undefined) return null;
        if (!(key in record) && !required.has(key)) {
          return (
            <button key={key} type="button" className="st-add" onClick={() => set(key, emptyValueOf(property))}>
              ＋ 设置「{labelOf(key, property)}」
            </button>
          );
        }
        return (
          <div key={key} className="st-property">
            <SchemaField name={key} schema={property} value={record[key]} onChange={(next) => set(key, next)} path={at} issues={issues} siblings={record} />
            {!required.has(key) && (
              <button type="button" className="oc-link-danger st-unset" onClick={() => set(key, undefined)}>
                移除「{labelOf(key, property)}」
              </button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function ArrayField({ name, schema, value, onChange, path, issues }: FieldProps) {
  const list = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const simple = ['string', 'number', 'enum', 'boolean'].includes(kindOf(itemSchema));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) => setOpen((now) => new Set(now.has(index) ? [...now].filter((entry) => entry !== index) : [...now, index]));
  const replace = (index: number, next: unknown) => onChange(list.map((entry, at) => (at === index ? next : entry)));
  // An entry moved keeps its opened or closed state.
  const move = (from: number, to: number) => {
    const opened = moveEntry(
      list.map((_, at) => open.has(at)),
      from,
      to,
    );
    setOpen(new Set(opened.flatMap((isOpen, at) => (isOpen ? [at] : []))));
    onChange(moveEntry(list, from, to));
  };
  const label = labelOf(name, schema);
  const placed = itemSchema.properties?.lat && itemSchema.properties.lng;
  return (
    <fieldset className="st-array" data-testid={`array-${path}`}>
      <legend>
        {label}（{list.length} 项）
      </legend>
      <Hint schema={schema} />
      <FieldIssues issues={issues} path={path} />
      {placed && <PlacementMap list={list} maxRadiusKm={itemSchema.properties?.radiusKm?.maximum ?? 5} onChange={onChange} />}
      <SortableEntries
        count={list.length}
        classNameOf={(index) => `st-entry${issuesUnder(issues, `${path}.${index}`).length > 0 ? ' st-entry--bad' : ''}`}
        onMove={move}
      >
        {(index, handle) => {
          const entry = list[index];
          const at = `${path}.${index}`;
          const problems = issuesUnder(issues, at).length;
          const expanded = simple || open.has(index);
          return (
            <>
              <div className="st-entry__head">
                <button type="button" className="st-drag" aria-label={`拖动第 ${index + 1} 项调整顺序`} {...handle}>
                  ⠿
                </button>
                {!simple && (
                  <button type="button" aria-expanded={expanded} onClick={() => toggle(index)}>
                    {expanded ? '▾' : '▸'} {index + 1}. {entrySummary(entry, itemSchema) || label}
                    {problems > 0 && `（${problems} 处问题）`}
                  </button>
                )}
                {simple && (
                  <SchemaField
                    name={String(index + 1)}
                    schema={{ ...itemSchema, title: `${itemSchema.title ?? label} ${index + 1}` }}
                    value={entry}
                    onChange={(next) => replace(index, next)}
                    path={at}
                    issues={issues}
                  />
                )}
                <span className="st-entry__tools">
                  <button type="button" aria-label={`上移第 ${index + 1} 项`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    ↑
                  </button>
                  <button type="button" aria-label={`下移第 ${index + 1} 项`} disabled={index === list.length - 1} onClick={() => move(index, index + 1)}>
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={`复制第 ${index + 1} 项`}
                    onClick={() => onChange([...list.slice(0, index + 1), duplicateEntry(list, entry), ...list.slice(index + 1)])}
                  >
                    复制
                  </button>
                  <button
                    type="button"
                    className="oc-link-danger"
                    aria-label={`删除第 ${index + 1} 项`}
                    onClick={() => onChange(list.filter((_, at2) => at2 !== index))}
                  >
                    删除
                  </button>
                </span>
              </div>
              {expanded && !simple && (
                <SchemaField name="" schema={itemSchema} value={entry} onChange={(next) => replace(index, next)} path={at} issues={issues} />
              )}
            </>
          );
        }}
      </SortableEntries>
      <button
        type="button"
        className="st-add"
        onClick={() => {
          onChange([...list, newEntry(list, itemSchema)]);
          if (!simple) setOpen((now) => new Set([...now, list.length]));
        }}
      >
        ＋ 添加{label === name ? '一项' : label}
      </button>
      {/answers$/i.test(name) && kindOf(itemSchema) === 'string' && <AnswerPreview answers={list} />}
    </fieldset>
  );
}

function UnionField({ name, schema, value, onChange, path, issues }: FieldProps) {
  const variants = variantsOf(schema);
  const index = variantIndexOf(variants, value);
  const variant = variants[index] ?? {};
  const label = labelOf(name, schema);
  // A value that may be left unset (fanhua's opening time) is 「不设置」 or 「设置」, not a choice of types.
  const optional = variants.length === 2 && variants.some((option) => option.type === 'null');
  return (
    <div className="st-union">
      <label className="st-field">
        <span>
          {label ? `${label}：` : ''}
          {optional ? '是否设置' : '类型'}
        </span>
        <select value={index} onChange={(event) => onChange(emptyValueOf(variants[Number(event.target.value)] ?? {}))}>
          {variants.map((option, at) => (
            <option key={at} value={at}>
              {optional && option.type !== 'null' ? '设置' : variantLabel(option, at)}
            </option>
          ))}
        </select>
      </label>
      <Hint schema={schema} />
      {variant.type !== 'null' && (
        <SchemaField name={name} schema={{ ...variant, title: variant.title ?? schema.title }} value={value} onChange={onChange} path={path} issues={issues} />
      )}
    </div>
  );
}

/** Rows of digits (pilotsh's sudoku): one small box per cell, a row per line. */
function NumberGrid({ name, schema, value, onChange, path, issues }: FieldProps) {
  const rows = Array.isArray(value) ? (value as unknown[][]) : [];
  const label = labelOf(name, schema);
  const set = (row: number, column: number, next: number) =>
    onChange(rows.map((cells, at) => (at === row ? cells.map((cell, col) => (col === column ? next : cell)) : cells)));
  return (
    <fieldset className="st-object">
      <legend>{label}</legend>
      <Hint schema={schema} />
      <FieldIssues issues={issues} path={path} />
      <div className="st-grid" role="group" aria-label={label}>
        {rows.map((cells, row) => (
          <div key={row} className="st-grid__row">
            {cells.map((cell, column) => (
              <input
                key={column}
                className="st-grid__cell"
                inputMode="numeric"
                aria-label={`第 ${row + 1} 行第 ${column + 1} 格`}
                value={typeof cell === 'number' ? String(cell) : ''}
                onChange={(event) => set(row, column, Number(event.target.value.replace(/\D/g, '').slice(-1) || 0))}
              />
            ))}
          </div>
        ))}
      </div>
      {rows.length === 0 && (
        <button
          type="button"
          className="st-add"
          onClick={() => onChange(Array.from({ length: schema.maxItems ?? 9 }, () => Array.from({ length: schema.items?.maxItems ?? 9 }, () => 0)))}
        >
          ＋ 建立空白的{label}
        </button>
      )}
    </fieldset>
  );
}

/** A picker of codes shown by their Chinese names (fanhua's resources and items); an unknown code stays visible as it is. */
function CodePicker({
  label,
  codes,
  value,
  onChange,
  issues,
}: {
  label: string;
  codes: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
  issues: ReactNode;
}) {
  return (
    <label className="st-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {!(value in codes) && <option value={value}>{value === '' ? '请选择' : value}</option>}
        {Object.entries(codes).map(([code, title]) => (
          <option key={code} value={code}>
            {title}
          </option>
        ))}
      </select>
      {issues}
    </label>
  );
}

/** A table of names to values (polish120's colour table: a letter and its colour): one row each, add and remove. */
function RecordField({ name, schema, value, onChange, path, issues }: FieldProps) {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const valueSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const [newKey, setNewKey] = useState('');
  const label = labelOf(name, schema);
  const rename = (from: string, to: string) => onChange(Object.fromEntries(Object.entries(record).map(([key, entry]) => [key === from ? to : key, entry])));
  return (
    <fieldset className="st-object">
      <legend>{label}</legend>
      <Hint schema={schema} />
      <FieldIssues issues={issues} path={path} />
      {Object.entries(record).map(([key, entry]) => (
        <div key={key} className="st-record-row">
          <label className="st-field">
            <span>名称</span>
            <input value={key} onChange={(event) => rename(key, event.target.value)} />
          </label>
          <SchemaField
            name={key}
            schema={{ ...valueSchema, title: valueSchema.title ?? '值' }}
            value={entry}
            onChange={(next) => onChange({ ...record, [key]: next })}
            path={`${path}.${key}`}
            issues={issues}
          />
          <button
            type="button"
            className="oc-link-danger"
            onClick={() => onChange(Object.fromEntries(Object.entries(record).filter(([other]) => other !== key)))}
          >
            删除
          </button>
        </div>
      ))}
      <span className="st-inline">
        <input aria-label={`${label}：新的名称`} value={newKey} onChange={(event) => setNewKey(event.target.value)} />
        <button
          type="button"
          className="st-add"
          disabled={newKey === '' || newKey in record}
          onClick={() => {
            onChange({ ...record, [newKey]: emptyValueOf(valueSchema) });
            setNewKey('');
          }}
        >
          ＋ 添加一行
        </button>
      </span>
    </fieldset>
  );
}

/** What the form has no control for (values of any shape): edited as text in the pack's format, taken when it reads. */
function JsonField({ name, schema, value, onChange, path, issues }: FieldProps) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <label className="st-field">
      <span>{labelOf(name, schema)}（按活动包文件的格式填写）</span>
      <textarea
        rows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(JSON.parse(event.target.value) as unknown);
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && <small className="st-no">格式不对，还没有采用</small>}
      <FieldIssues issues={issues} path={path} />
    </label>
  );
}
