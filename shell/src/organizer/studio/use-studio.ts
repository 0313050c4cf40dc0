import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioDraftStart, StudioDraftView, StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { draftChangeOf } from './draft-changes';
import { mergeEditsIntoLatest } from './reload-merge';
import { useDraftEdits } from './use-draft-edits';
import { useStudioData } from './use-studio-data';
import type { JsonSchema } from './schema-form-rules';
import { useStudioRun } from './use-studio-run';
import { checkDraft, fetchDraft, fetchVersions, publishDraft, restoreVersion, saveDraft, startDraft } from './studio-api';

/** Where a new draft starts (the request without the draft it replaces). */
export type DraftStartChoice = StudioDraftStart extends infer Start ? (Start extends StudioDraftStart ? Omit<Start, 'replaceVersion'> : never) : never;

/**
 * One game's studio: the schema, the draft, the organiser's unsaved edits per top-level item, the
 * last check's problems and the published versions. Saves send only the edited entries (or items) with
 * the version each was loaded at, so another organiser's save of another entry is kept and of the same one refused.
 */
export function useStudio(game: OrganizerGameId) {
  const { issues, setIssues, notice, setNotice, busy, run, fail } = useStudioRun();
  const { schema, draft, setDraft, versions, setVersions, loading } = useStudioData(game, fail);
  const { edits, setEdits, valueOf, edit, discard } = useDraftEdits(draft);

  const replaced = (next: StudioDraftView | null, text: string) => {
    setDraft(next);
    setEdits({});
    setIssues(null);
    return text;
  };

  return {
    schema,
    draft,
    versions,
    edits,
    issues,
    notice,
    loading,
    busy,
    valueOf,
    edit,
    discard,
    start: (choice: DraftStartChoice) =>
      run(async () => replaced((await startDraft(game, { ...choice, ...(draft ? { replaceVersion: draft.version } : {}) })).draft, '已开始新的草稿')),
    /** A problem found before asking the server (a file that is not JSON). */
    refuse: (text: string) => setNotice({ kind: 'error', text }),
    save: () =>
      run(async () => {
        if (!draft) return null;
        const changes = Object.entries(edits).flatMap(([item, value]) => draftChangeOf(draft, item, value) ?? []);
        if (changes.length === 0) {
          setEdits({});
          return '没有未保存的修改';
        }
        const saved = (await saveDraft(game, changes)).draft;
        setDraft(saved);
        setEdits({});
        return `已保存（草稿第 ${saved?.version ?? ''} 版）`;
      }),
    /** Takes the latest draft from the server, with the unsaved edits merged into it (reload-merge.ts). */
    reload: () =>
      run(async () => {
        const latest = (await fetchDraft(game)).draft;
        if (!draft || !latest) return replaced(latest, '已载入最新的草稿');
        const items = (schema?.schema.properties ?? {}) as Record<string, JsonSchema>;
        const { kept, notes } = mergeEditsIntoLatest(draft, latest, edits, items);
        setDraft(latest);
        setEdits(kept);
        return notes.length > 0 ? `${notes.join('；')}。检查无误后再保存` : '已载入最新的草稿';
      }),
    /** Checks the saved draft; true when it passes, so publishing is offered only then. */
    check: async () => {
      let passed = false;
      await run(async () => {
        const answer = await checkDraft(game);
        setIssues(answer.issues);
        passed = answer.ok;
        if (answer.ok) return '检查通过，可以发布';
        setNotice({ kind: 'error', text: `草稿有 ${answer.issues.length} 处问题，修改后才能发布` });
        return null;
      });
      return passed;
    },
    publish: (note: string, options: string[]) =>
      run(async () => {
        if (!draft) return null;
        const answer = await publishDraft(game, { draftVersion: draft.version, note, options });
        setIssues([]);
        setVersions((await fetchVersions(game)).versions);
        return `已发布第 ${answer.version.number} 版：${answer.message}`;
      }),
    restore: (version: StudioVersionSummary) =>
      run(async () => replaced((await restoreVersion(game, version.id, draft?.version)).draft, `第 ${version.number} 版已恢复为草稿（还没有发布）`)),
  };
}
