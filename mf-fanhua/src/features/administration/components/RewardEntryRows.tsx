import { TEXTS } from '../../../texts';
import { emptyEntry, type EntryDraft } from '../admin-forms';
import { AssetTypeSelects } from './AssetFields';

const T = TEXTS.admin.area;

/** One list of a reward group (what it requires, gives or needs held): a row per entry, add and remove. */
export function RewardEntryRows({ label, entries, onChange }: { label: string; entries: EntryDraft[]; onChange: (entries: EntryDraft[]) => void }) {
  const update = (key: string, change: Partial<EntryDraft>) => onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  return (
    <fieldset className="fh-admin-entries">
      <legend>{label}</legend>
      {entries.map((entry) => (
        <div key={entry.key} className="fh-admin-entry">
          <AssetTypeSelects label={label} type={entry.type} arg={entry.arg} onChange={(value) => update(entry.key, value)} />
          <input
            aria-label={`${label}${TEXTS.admin.asset.count}`}
            className="fh-admin-input fh-admin-entry__count"
            inputMode="numeric"
            value={entry.count}
            onChange={(event) => update(entry.key, { count: event.target.value })}
          />
          <button
            type="button"
            className="fh-admin-remove"
            aria-label={TEXTS.admin.area.removeEntry}
            onClick={() => onChange(entries.filter((other) => other.key !== entry.key))}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className="fh-admin-link" onClick={() => onChange([...entries, emptyEntry()])}>
        ＋ {T.addEntry}
      </button>
    </fieldset>
  );
}
