import { MAX_ENTRIES_PER_LIST, MAX_REWARD_COUNT } from '@citygames/contracts/fanhua/admin.rules';
import { emptyRewardEntry, type RewardEntryDraft } from '@citygames/contracts/fanhua/reward-group-drafts.rules';
import { AssetChoiceSelect } from './AssetChoiceSelect';
import { REWARD_EDITOR_TEXTS as T } from './reward-editor-texts';

/** One list of a reward group (what it requires, gives or needs held): a row per entry, an asset by its Chinese name and a count. */
export function RewardEntryRows({
  groupNumber,
  label,
  entries,
  onChange,
}: {
  groupNumber: number;
  label: string;
  entries: RewardEntryDraft[];
  onChange: (entries: RewardEntryDraft[]) => void;
}) {
  const update = (key: string, change: Partial<RewardEntryDraft>) => onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  return (
    <fieldset className="cg-rewards__list">
      <legend>{label}</legend>
      {entries.length === 0 && <p className="cg-rewards__none">{T.noEntries}</p>}
      {entries.map((entry, index) => {
        const name = T.entry(groupNumber, label, index + 1);
        return (
          <div key={entry.key} className="cg-rewards__row">
            <AssetChoiceSelect className="cg-rewards__control" label={name} type={entry.type} arg={entry.arg} onChange={(asset) => update(entry.key, asset)} />
            <input
              aria-label={`${name}的${T.count}`}
              className="cg-rewards__control cg-rewards__count"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REWARD_COUNT}
              step={1}
              placeholder={T.countHint}
              value={entry.count}
              onChange={(event) => update(entry.key, { count: event.target.value })}
            />
            <button
              type="button"
              className="cg-rewards__remove"
              aria-label={`${T.remove}${name}`}
              title={T.remove}
              onClick={() => onChange(entries.filter((other) => other.key !== entry.key))}
            >
              ×
            </button>
          </div>
        );
      })}
      {entries.length < MAX_ENTRIES_PER_LIST && (
        <button
          type="button"
          className="cg-rewards__link"
          aria-label={`${T.addEntry}：${T.group(groupNumber)}${label}`}
          onClick={() => onChange([...entries, emptyRewardEntry()])}
        >
          ＋ {T.addEntry}
        </button>
      )}
    </fieldset>
  );
}
