import { useState } from 'react';
import type { StudioSchemaResponse } from '@citygames/contracts/organizer/studio.schema';

/** The confirmation before a publish: what happens to teams already playing, the game's options, a note. */
export function PublishDialog({
  schema,
  draftVersion,
  busy,
  onPublish,
  onCancel,
}: {
  schema: StudioSchemaResponse;
  draftVersion: number;
  busy: boolean;
  onPublish: (note: string, options: string[]) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [options, setOptions] = useState<string[]>([]);
  return (
    <div className="st-publish" role="dialog" aria-label="确认发布">
      <h3>发布草稿第 {draftVersion} 版</h3>
      <p>
        发布后玩家立即看到新内容。对正在进行的活动：<strong>{schema.effect}</strong>
      </p>
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
