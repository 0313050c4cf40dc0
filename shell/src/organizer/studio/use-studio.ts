import { useCallback, useEffect, useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import type { StudioDraftStart, StudioDraftView, StudioSchemaResponse, StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { OrganizerApiError } from '../api/organizer-client';
import { draftChangeOf } from './draft-changes';
import { mergeItem } from './merge-rules';
import type { JsonSchema } from './schema-form-rules';
import { checkDraft, fetchDraft, fetchStudioSchema, fetchVersions, publishDraft, restoreVersion, saveDraft, startDraft } from './studio-api';

type StudioNotice = { kind: 'ok' | 'error'; text: string };
/** Where a new draft starts (the request without the draft it replaces). */
export type DraftStartChoice = StudioDraftStart extends infer Start ? (Start extends StudioDraftStart ? Omit<Start, 'replaceVersion'> : never) : never;

const problemText = (error: unknown) => (error instanceof Error ? error.message : '操作失败');
const issuesOf = (error: unknown): PackIssue[] | null => {
  const issues = error instanceof OrganizerApiError ? (error.body as { issues?: PackIssue[] } | null)?.issues : undefined;
  return Array.isArray(issues) ? issues : null;
};

/**
 * One game's studio: the schema, the draft, the organiser's unsaved edits per top-level item, the
 * last check's problems and the published versions. Saves send only the edited entries (or items) with
 * the version each was loaded at, so another organiser's save of another entry is kept and of the same one refused.
 */
export function useStudio(game: OrganizerGameId) {
  const [schema, setSchema] = useState<StudioSchemaResponse | null>(null);
  const [draft, setDraft] = useState<StudioDraftView | null>(null);
  const [versions, setVersions] = useState<StudioVersionSummary[]>([]);
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  const [issues, setIssues] = useState<PackIssue[] | null>(null);
  const [notice, setNotice] = useState<StudioNotice | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const [schemaAnswer, draftAnswer, versionsAnswer] = await Promise.all([fetchStudioSchema(game), fetchDraft(game), fetchVersions(game)]);
    setSchema(schemaAnswer);
    setDraft(draftAnswer.draft);
    setVersions(versionsAnswer.versions);
  }, [game]);

  useEffect(() => {
    refresh()
      .catch((error: unknown) => setNotice({ kind: 'error', text: problemText(error) }))
      .finally(() => setLoading(false));
  }, [refresh]);

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    try {
      const text = await work();
      if (text) setNotice({ kind: 'ok', text });
    } catch (error) {
      setNotice({ kind: 'error', text: problemText(error) });
      const listed = issuesOf(error);
      if (listed) setIssues(listed);
    } finally {
      setBusy(false);
    }
  };

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
    valueOf: (item: string) => (item in edits ? edits[item] : draft?.pack[item]),
    edit: (item: string, value: unknown) => setEdits((now) => ({ ...now, [item]: value })),
    discard: (item: string) =>
      setEdits((now) => {
        const { [item]: _dropped, ...rest } = now;
        return rest;
      }),
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
    /**
     * Takes the latest draft from the server. Unsaved edits of items nobody else saved stay; an item
     * someone else saved meanwhile is merged entry by entry (tasks by id, fields of an object), and what
     * both changed differently keeps this organiser's version and is named.
     */
    reload: () =>
      run(async () => {
        const latest = (await fetchDraft(game)).draft;
        if (!draft || !latest) return replaced(latest, '已载入最新的草稿');
        const items = (schema?.schema.properties ?? {}) as Record<string, JsonSchema>;
        const titleOf = (item: string) => items[item]?.title ?? item;
        // In the organiser's words: 「任务 T4」 for an entry of a list, 「活动名称」 for a field of an object.
        const conflictName = (item: string, id: string) =>
          items[item]?.type === 'array' ? `${titleOf(item)} ${id}` : (items[item]?.properties?.[id]?.title ?? `${titleOf(item)}的一项`);
        const kept: Record<string, unknown> = {};
        const notes: string[] = [];
        for (const [item, value] of Object.entries(edits)) {
          if (latest.itemVersions[item] === draft.itemVersions[item]) {
            kept[item] = value;
            continue;
          }
          const merged = value === undefined ? null : mergeItem(draft.pack[item], value, latest.pack[item]);
          if (!merged) {
            notes.push(`「${titleOf(item)}」无法逐项合并，换成了别人保存的版本`);
            continue;
          }
          kept[item] = merged.value;
          notes.push(
            merged.conflicts.length > 0
              ? `「${titleOf(item)}」已合并，${merged.conflicts.map((id) => `「${conflictName(item, id)}」`).join('、')}两人都改过，保留了你的修改`
              : `「${titleOf(item)}」已合并别人的修改`,
          );
        }
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
