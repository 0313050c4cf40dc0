import {
  isResourceCategory,
  ITEM_NAMES,
  PLAIN_ATTRIBUTE_TYPES,
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_TYPES,
  TALENT_DISPLAY_ORDER,
  TYPE_NAMES,
} from '../../../shared/asset-catalogue';
import { ADMINISTRATION_TEXTS } from '../administration-texts';

const T = ADMINISTRATION_TEXTS.asset;

/** Type (talents, goods categories, money and house) and, for goods, the item. */
export function AssetTypeSelects({
  type,
  arg,
  onChange,
  label,
}: {
  type: string;
  arg: string;
  onChange: (value: { type: string; arg: string }) => void;
  label: string;
}) {
  return (
    <>
      <select aria-label={`${label}${T.type}`} className="fh-admin-select" value={type} onChange={(event) => onChange({ type: event.target.value, arg: '' })}>
        <option value="">{T.typePlaceholder}</option>
        <optgroup label={T.categories.talent}>
          {TALENT_DISPLAY_ORDER.map((value) => (
            <option key={value} value={value}>
              {TYPE_NAMES[value]}
            </option>
          ))}
        </optgroup>
        <optgroup label={T.categories.resource}>
          {RESOURCE_CATEGORY_TYPES.map((value) => (
            <option key={value} value={value}>
              {TYPE_NAMES[value]}
            </option>
          ))}
        </optgroup>
        <optgroup label={T.categories.attribute}>
          {PLAIN_ATTRIBUTE_TYPES.map((value) => (
            <option key={value} value={value}>
              {TYPE_NAMES[value]}
            </option>
          ))}
        </optgroup>
      </select>
      {isResourceCategory(type) ? (
        <select aria-label={`${label}${T.item}`} className="fh-admin-select" value={arg} onChange={(event) => onChange({ type, arg: event.target.value })}>
          <option value="">{T.itemPlaceholder}</option>
          {RESOURCE_CATEGORIES[type].map((value) => (
            <option key={value} value={value}>
              {ITEM_NAMES[value]}
            </option>
          ))}
        </select>
      ) : (
        <span />
      )}
    </>
  );
}
