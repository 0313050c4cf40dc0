import { useEffect, useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioCompareResponse, StudioSchemaResponse } from '@citygames/contracts/organizer/studio.schema';
import { PublishImpact } from './PublishImpact';
import { compareVersions } from './studio-api';

/** How many changes the dialog lists before "…". */
const LISTED_CHANGES = 12;

/**
 * The confirmation before a publish: the import's effect, what it does to each team playing now
 * (with the options ticked), what changes in the content (by path), the game's options, a note.
 */
export function PublishDialog({
  game,
  schema,
  draftVersion,
  busy,
  onPublish,
  onCancel,
}: {
  game: OrganizerGameId;
  schema: StudioSchemaResponse;
  draftVersion: number;
  busy: boolean;
  onPublish: (note: string, options: string[]) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [options, setOptions] = useState<string[]>([]);
  const [changes, setChanges] = useState<StudioCompareResponse | null>(null);
  useEffect(() => {
    compareVersions(game, 'live', 'draft')
      .then(setChanges)
      .catch(() => setChanges(null));
  }, [game, draftVersion]);
  return (
    <div className="st-publish" role="dialog" aria-label="确认发布">
      <h3>发布草稿第 {draftVersion} 版</h3>
      <p>
        发布后玩家立即看到新内容。对正在进行的活动：<strong>{schema.effect}</strong>
      </p>
      <PublishImpact game={game} draftVersion={draftVersion} options={options} />
      {changes && (
        <div data-testid="publish-changes">
          <p>
            {changes.changes.length === 0
              ? '与玩家现在看到的内容相比没有变化。'
              : `与玩家现在看到的内容相比有 ${changes.changes.length}${changes.truncated ? '+' : ''} 处变化：`}
          </p>
          <ul className="st-diff">
            {changes.changes.slice(0, LISTED_CHANGES).map((change) => (
              <li key={`${change.kind}-${change.path}`}>
                <strong>{change.where ?? change.path}</strong>：{change.before ?? '（无）'} → {change.after ?? '（删除）'}
              </li>
            ))}
            {changes.changes.length > LISTED_CHANGES && <li>…</li>}
          </ul>
        </div>
      )}
      {schema.options.map((option) => (
        <label key={option.flag} className="oc-check">
          <input
            type="checkbox"
            checked={options.includes(option.flag)}
            onChange={(event) => setOptions((now) => (event.target.checked ? [...now, option.flag] : now.filter((flag) => flag !== option.flag)))}
          />
          <span>{option.meaning}</span>
        </label>
      ))}
      <label className="st-field">
        <span>这一版的说明（可不填）</span>
        <input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
      </label>
      <span className="oc-inline">
        <button type="button" className="oc-primary" disabled={busy} onClick={() => onPublish(note, options)}>
          确认发布
        </button>
        <button type="button" onClick={onCancel}>
          取消
        </button>
      </span>
    </div>
  );
}
