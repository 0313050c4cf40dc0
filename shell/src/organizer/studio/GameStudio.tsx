import { useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { beijingClock } from '../format';
import { DraftStart } from './DraftStart';
import { DraftIssues } from './DraftIssues';
import { PlayerPreview } from './preview/PlayerPreview';
import { usePreviewEntry } from './preview/use-preview-entry';
import { PublishDialog } from './PublishDialog';
import { issuesUnder, labelOf, type JsonSchema } from './schema-form-rules';
import { useStudio } from './use-studio';
import { VersionsList } from './VersionsList';
import { StudioKit } from './kit/StudioKit';
import { StudioForm } from './form/StudioForm';

/** One game's studio: the draft's state, its items, the form of the chosen item, check, save, publish, the preview as a player and versions. */
export function GameStudio({ game }: { game: OrganizerGameId }) {
  const studio = useStudio(game);
  const { schema, draft, edits, issues, notice, busy } = studio;
  const [item, setItem] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  // A fixed value (the pack's format marker) is no part the organiser edits.
  const properties = Object.fromEntries(
    Object.entries((schema?.schema.properties ?? {}) as Record<string, JsonSchema>).filter(([, property]) => property.const === undefined),
  );
  const current = item ?? Object.keys(properties)[0] ?? '';
  // The preview beside the form opens at the entry being edited (preview/use-preview-entry.ts).
  const preview = usePreviewEntry(game, draft ? { ...draft.pack, [current]: studio.valueOf(current) } : undefined, current);
  const openIssue = (path: string) => {
    setItem(path.split('.')[0] ?? current);
    preview.openIssue(path);
  };
  if (studio.loading) return <p className="oc-muted">正在读取…</p>;
  if (!schema) return <p className="oc-error">{notice?.text ?? '读取失败'}</p>;
  const unsaved = Object.keys(edits).length;
  return (
    <div className="oc-stack st-studio" data-testid={`studio-${game}`}>
      <section className="oc-card oc-form">
        <h2>草稿</h2>
        {draft ? (
          <p data-testid="draft-status">
            第 {draft.version} 版 · 来自{draft.source} · {draft.updatedBy} 保存于 {beijingClock(draft.updatedAt)}
            {unsaved > 0 && <strong className="st-unsaved">（{unsaved} 个条目未保存）</strong>}
          </p>
        ) : (
          <p>还没有草稿。选一个起点：</p>
        )}
        <DraftStart hasDraft={draft !== null} busy={busy} versions={studio.versions} onStart={(choice) => void studio.start(choice)} onRefuse={studio.refuse} />
        {draft && (
          <span className="oc-inline">
            <button type="button" className="oc-primary" disabled={busy || unsaved === 0} onClick={() => void studio.save()}>
              保存
            </button>
            <button type="button" disabled={busy} onClick={() => void studio.check()}>
              检查
            </button>
            <button
              type="button"
              disabled={busy || unsaved > 0}
              title={unsaved > 0 ? '先保存再发布' : undefined}
              onClick={() => void studio.check().then((passed) => setPublishing(passed))}
            >
              发布…
            </button>
            <button type="button" disabled={busy} onClick={() => void studio.reload()}>
              载入最新草稿并合并
            </button>
          </span>
        )}
        {notice && (
          <p className={notice.kind === 'ok' ? 'oc-ok' : 'oc-error'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
            {notice.text}
          </p>
        )}
        {issues && issues.length > 0 && <DraftIssues issues={issues} onOpen={openIssue} />}
        {publishing && draft && (
          <PublishDialog
            game={game}
            schema={schema}
            draftVersion={draft.version}
            busy={busy}
            onCancel={() => setPublishing(false)}
            onPublish={(note, options) => void studio.publish(note, options).then(() => setPublishing(false))}
          />
        )}
      </section>
      {draft && (
        <section className="oc-card st-editor">
          <nav className="st-items" aria-label="活动包的条目">
            {Object.entries(properties).map(([key, property]) => {
              const problems = issuesUnder(issues ?? [], key).length;
              return (
                <button key={key} type="button" aria-pressed={key === current} onClick={() => setItem(key)}>
                  {labelOf(key, property)}
                  {key in edits && ' •'}
                  {problems > 0 && <span className="st-count">{problems}</span>}
                </button>
              );
            })}
          </nav>
          {/* While an action that replaces the draft or the edits (start, save, reload, publish) is under way, nothing can be
              typed into the form: its answer would drop what was typed meanwhile without a word. */}
          <fieldset className="st-form" data-testid="studio-form" disabled={busy} aria-busy={busy}>
            {current in edits && (
              <button type="button" className="oc-link-danger" onClick={() => studio.discard(current)}>
                放弃这一项未保存的修改
              </button>
            )}
            {properties[current] && (
              <StudioForm
                item={current}
                schema={properties[current]}
                value={studio.valueOf(current)}
                onChange={(value) => {
                  preview.edited(studio.valueOf(current), value);
                  studio.edit(current, value);
                }}
                issues={issues ?? []}
                centre={studio.valueOf('mapCenter')}
              />
            )}
          </fieldset>
        </section>
      )}
      <PlayerPreview
        game={game}
        draft={draft}
        unsaved={unsaved}
        onOpenIssue={openIssue}
        entries={preview.entries}
        entry={preview.entry}
        onPickEntry={preview.pick}
        target={preview.target}
      />
      <StudioKit game={game} hasDraft={draft !== null} onMerged={() => void studio.reload()} />
      <VersionsList game={game} versions={studio.versions} hasDraft={draft !== null} busy={busy} onRestore={(version) => void studio.restore(version)} />
    </div>
  );
}
