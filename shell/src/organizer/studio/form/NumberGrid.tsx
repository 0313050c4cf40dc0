import { useContext } from 'react';
import type { FieldPathList } from '@rjsf/utils';
import type { JsonSchema } from '../schema-form-rules';
import { FieldIssues, Hint } from './FieldIssues';
import { FormPlaceContext, packPathOf } from './form-contexts';

/** Rows of digits (pilotsh's sudoku): one small box per cell, a row per line. */
export function NumberGrid({
  schema,
  value,
  onChange,
  path,
}: {
  schema: JsonSchema;
  value: unknown[];
  onChange: (rows: unknown[]) => void;
  path: FieldPathList;
}) {
  const { item } = useContext(FormPlaceContext);
  const rows = value as unknown[][];
  const label = schema.title ?? '';
  const set = (row: number, column: number, next: number) =>
    onChange(rows.map((cells, at) => (at === row ? cells.map((cell, col) => (col === column ? next : cell)) : cells)));
  return (
    <fieldset className="st-object">
      <legend>{label}</legend>
      <Hint text={schema.description} />
      <FieldIssues path={packPathOf(item, path)} />
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
