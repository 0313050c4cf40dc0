import {
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_TYPES,
  TALENT_DISPLAY_ORDER,
  TYPE_NAMES,
  ITEM_NAMES,
  isResourceCategory,
} from '../../../shared/asset-catalogue';
import { emptyItem, type ItemDraft } from '../trade-draft';
import { TRADE_TEXTS } from '../trade-texts';

const T = TRADE_TEXTS.create;

interface ItemRowsProps {
  label: string;
  tone: 'gain' | 'pay';
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
}

/** One side of a trade: rows of type, item (for goods) and count, with add and remove. */
export function ItemRows({ label, tone, items, onChange }: ItemRowsProps) {
  const update = (key: string, change: Partial<ItemDraft>) => onChange(items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  return (
    <fieldset className={`fh-tx-trade-side fh-tx-trade-side--${tone}`}>
      <legend className="fh-tx-trade-side__legend">{label}</legend>
      {items.length === 0 && <p className="fh-tx-trade-side__empty">{T.emptySide}</p>}
      {items.map((item, index) => (
        <div className="fh-tx-trade-row" key={item.key} data-testid={`${tone}-row-${index}`}>
          <select
            aria-label={`${label}${T.type}`}
            className="fh-tx-select"
            value={item.type}
            onChange={(event) => update(item.key, { type: event.target.value, arg: '' })}
          >
            <option value="">{T.typePlaceholder}</option>
            <optgroup label={T.talentGroup}>
              {TALENT_DISPLAY_ORDER.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </optgroup>
            <optgroup label={T.resourceGroup}>
              {RESOURCE_CATEGORY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </optgroup>
          </select>
          {isResourceCategory(item.type) ? (
            <select
              aria-label={`${label}${T.item}`}
              className="fh-tx-select"
              value={item.arg}
              onChange={(event) => update(item.key, { arg: event.target.value })}
            >
              <option value="">{T.itemPlaceholder}</option>
              {RESOURCE_CATEGORIES[item.type].map((arg) => (
                <option key={arg} value={arg}>
                  {ITEM_NAMES[arg]}
                </option>
              ))}
            </select>
          ) : (
            <span className="fh-tx-trade-row__spacer" />
          )}
          <input
            aria-label={`${label}${T.count}`}
            className="fh-tx-input fh-tx-trade-row__count"
            inputMode="numeric"
            value={item.count}
            onChange={(event) => update(item.key, { count: event.target.value.replace(/[^\d]/g, '') })}
          />
          <button type="button" className="fh-tx-icon-button" aria-label={T.remove} onClick={() => onChange(items.filter((other) => other.key !== item.key))}>
            ×
          </button>
        </div>
      ))}
      <button type="button" className="fh-tx-link-button" onClick={() => onChange([...items, emptyItem()])}>
        ＋ {T.addItem}
      </button>
    </fieldset>
  );
}
