import { useCallback, useEffect, useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import { storePreviewSession } from '@citygames/web-kit/preview/preview-session';
import { OrganizerApiError } from '../../api/organizer-client';
import { enterPreviewArea, fetchPreviewStatus, fetchPreviewToken, resetPreview } from './preview-api';
import { choosePreviewTab } from './preview-tab-cookie';
import type { PreviewTarget } from './preview-target-rules';
import type { PreviewStatusResponse } from '@citygames/contracts/organizer/preview.schema';

export interface PreviewProblem {
  text: string;
  /** The check's problems when the pack could not be previewed (422 PACK_INVALID). */
  issues: PackIssue[];
}

function problemOf(error: unknown): PreviewProblem {
  const text = error instanceof Error ? error.message : '操作失败';
  const issues = error instanceof OrganizerApiError ? (error.body as { issues?: unknown } | null)?.issues : undefined;
  return { text, issues: Array.isArray(issues) ? (issues as PackIssue[]) : [] };
}

/**
 * One game's preview in the studio: what it was last reset from, a reset from the draft or the live pack, and
 * the frame. Opening the frame first asks svc-auth for the preview player's token and keeps it where the frame
 * reads it (web-kit storePreviewSession), then prepares the screen of the target (pilotsh: the preview team
 * enters the entry's area; a task-centre tab) and loads the target's path; `frame` counts the loads, so every
 * opening mounts a fresh frame.
 */
export function usePlayerPreview(game: OrganizerGameId) {
  const [status, setStatus] = useState<PreviewStatusResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [working, setWorking] = useState<string | null>(null);
  const [problem, setProblem] = useState<PreviewProblem | null>(null);
  const [frame, setFrame] = useState(0);
  const [path, setPath] = useState<string>(`/${game}`);

  useEffect(() => {
    let alive = true;
    fetchPreviewStatus(game)
      .then((answer) => alive && setStatus(answer))
      .catch((error: unknown) => alive && setProblem(problemOf(error)))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [game]);

  const run = async (text: string, work: () => Promise<void>) => {
    setWorking(text);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setWorking(null);
    }
  };

  const openFrame = useCallback(
    async (target: PreviewTarget) => {
      const session = await fetchPreviewToken(game);
      storePreviewSession(game, { token: session.token, user: session.player });
      if (game === 'pilotsh' && target.enterArea) await enterPreviewArea(session.token, target.enterArea.code);
      if (target.tab) choosePreviewTab(game, target.tab);
      setPath(target.path);
      setFrame((count) => count + 1);
    },
    [game],
  );

  return {
    status,
    loading,
    working,
    problem,
    frame,
    path,
    reset: (from: 'draft' | 'live', target: PreviewTarget) =>
      run(from === 'draft' ? '正在用草稿重置预览…' : '正在用当前活动重置预览…', async () => {
        setStatus(await resetPreview(game, from));
        await openFrame(target);
      }),
    open: (target: PreviewTarget) => run('正在打开预览…', () => openFrame(target)),
    reload: () => setFrame((count) => count + 1),
  };
}
