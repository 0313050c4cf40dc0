import { useCallback, useState } from 'react';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import { OrganizerApiError } from '../api/organizer-client';

type StudioNotice = { kind: 'ok' | 'error'; text: string };

const problemText = (error: unknown) => (error instanceof Error ? error.message : '操作失败');
const issuesOf = (error: unknown): PackIssue[] | null => {
  const issues = error instanceof OrganizerApiError ? (error.body as { issues?: PackIssue[] } | null)?.issues : undefined;
  return Array.isArray(issues) ? issues : null;
};

/**
 * How the studio runs one action: busy while it runs, its sentence (or its error) as the notice, and the problems a
 * refused pack lists shown as the check's problems.
 */
export function useStudioRun() {
  const [issues, setIssues] = useState<PackIssue[] | null>(null);
  const [notice, setNotice] = useState<StudioNotice | null>(null);
  const [busy, setBusy] = useState(false);

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
  const fail = useCallback((error: unknown) => setNotice({ kind: 'error', text: problemText(error) }), []);
  return { issues, setIssues, notice, setNotice, busy, run, fail };
}
