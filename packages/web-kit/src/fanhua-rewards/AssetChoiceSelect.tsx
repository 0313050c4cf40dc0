import { ASSET_CHOICE_GROUPS, assetChoiceValue, assetOfChoice } from '@citygames/contracts/fanhua/asset-choices.rules';
import { REWARD_EDITOR_TEXTS as T } from './reward-editor-texts';

/** One asset picked from the catalogue by its Chinese name, grouped (天赋, 属性, 食物…); the value never shows. */
export function AssetChoiceSelect({
  label,
  type,
  arg,
  onChange,
  className,
}: {
  label: string;
  type: string;
  arg: string;
  onChange: (asset: { type: string; arg: string }) => void;
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      className={className}
      value={type ? assetChoiceValue(type, arg) : ''}
      onChange={(event) => onChange(assetOfChoice(event.target.value) ?? { type: '', arg: '' })}
    >
      <option value="">{T.chooseAsset}</option>
      {ASSET_CHOICE_GROUPS.map((group) => (
        <optgroup key={group.name} label={group.name}>
          {group.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
