import { useState } from 'react';
import type { RosterCsvProblem, RosterCsvRefusal, RosterImportPreview } from '@citygames/contracts/organizer/roster.schema';
import { ROSTER_FILE_MAX_BYTES, ROSTER_INPUT_TEXTS } from '@citygames/contracts/organizer/roster.rules';
import type { RosterApi } from '../api/roster-api';
import { OrganizerApiError } from '../api/organizer-client';
import { isStaleRoster, STALE_ROSTER_TEXT } from './use-roster';

export type RosterImportOutcome = { kind: 'ok' | 'error'; text: string; problems?: RosterCsvProblem[] };

function problemsOf(failure: unknown): RosterCsvProblem[] | undefined {
  return failure instanceof OrganizerApiError ? (failure.body as Partial<RosterCsvRefusal> | null)?.problems : undefined;
}

function failureOutcome(failure: unknown): RosterImportOutcome {
  const problems = problemsOf(failure);
  return { kind: 'error', text: failure instanceof Error ? failure.message : '上传失败', ...(problems ? { problems } : {}) };
}

/**
 * A roster file's import in two steps: choosing a file uploads it for a preview (nothing written);
 * only confirming that preview imports the same bytes, with the roster version on screen.
 * `onImported` gets the imported teams' names (to show them first) and refreshes the roster.
 */
export function useRosterImport(api: RosterApi, version: number, onImported: (teamNames: string[]) => Promise<void>, reload: () => Promise<void>) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RosterImportPreview | null>(null);
  const [outcome, setOutcome] = useState<RosterImportOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(picked: File) {
    setFile(picked);
    setPreview(null);
    setOutcome(null);
    if (picked.size > ROSTER_FILE_MAX_BYTES) {
      setOutcome({ kind: 'error', text: ROSTER_INPUT_TEXTS.csvTooLarge });
      return;
    }
    setBusy(true);
    try {
      setPreview(await api.previewFile(picked));
    } catch (failure) {
      setOutcome(failureOutcome(failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!file || !preview) return;
    setBusy(true);
    try {
      const answer = await api.importFile(version, file);
      const names = preview.teams.map((team) => team.name);
      setPreview(null);
      setFile(null);
      setOutcome({ kind: 'ok', text: `名单已导入：${answer.teams} 支队伍、${answer.players} 名玩家（显示在名单最前面）` });
      await onImported(names);
    } catch (failure) {
      // Someone changed the roster since the preview: show why, and keep the file to preview again.
      setPreview(null);
      setOutcome(isStaleRoster(failure) ? { kind: 'error', text: STALE_ROSTER_TEXT } : failureOutcome(failure));
      if (isStaleRoster(failure)) await reload();
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setFile(null);
    setPreview(null);
    setOutcome(null);
  }

  return { file, preview, outcome, busy, choose, confirm, cancel };
}
