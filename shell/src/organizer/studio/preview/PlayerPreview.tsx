import { useEffect, useRef, useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import { beijingClock } from '../../format';
import { DraftIssues } from '../DraftIssues';
import { previewAreasOf } from './preview-area-rules';
import type { PreviewEntry, PreviewTarget } from './preview-target-rules';
import { PreviewFrame } from './PreviewFrame';
import type { PreviewStatusResponse } from '@citygames/contracts/organizer/preview.schema';
import { usePlayerPreview } from './use-player-preview';

interface PlayerPreviewProps {
  game: OrganizerGameId;
  draft: StudioDraftView | null;
  unsaved: number;
  /** Opens an item of the form (a problem's path). */
  onOpenIssue: (path: string) => void;
  /** The entries of the item being edited that the preview can open at, the one chosen, and its screen. */
  entries: readonly PreviewEntry[];
  entry: string | null;
  onPickEntry: (path: string) => void;
  target: PreviewTarget;
}

function statusText(status: PreviewStatusResponse | null): string {
  if (!status?.ready) return '还没有预览：用草稿或当前活动重置一次即可开始。';
  const source = status.from === 'draft' ? `草稿第 ${status.draftVersion ?? '?'} 版` : '当前活动';
  const team = status.team ? ` · 测试队「${status.team.name}」` : '';
  return `预览来自${source} · 重置于 ${beijingClock(status.startedAt ?? null)}${team}`;
}

const keyOf = (target: PreviewTarget) => JSON.stringify([target.path, target.tab, target.enterArea?.code ?? null, target.standInArea]);

/**
 * 「以玩家身份预览」, beside the editor: the game's real screens as the preview player of one test team, on the
 * preview instance (its own database: real teams are never touched), opened at the entry being edited and,
 * while open, reset from the draft after every save. One preview per game, shared by every organiser.
 */
export function PlayerPreview({ game, draft, unsaved, onOpenIssue, entries, entry, onPickEntry, target }: PlayerPreviewProps) {
  const preview = usePlayerPreview(game);
  const { status, working, problem, frame } = preview;
  const [followSaves, setFollowSaves] = useState(true);
  const busy = working !== null;
  const behindDraft = status?.ready && status.from === 'draft' && draft && (status.draftVersion ?? 0) < draft.version;

  // What the effects below read without re-running on every render.
  const latest = useRef({ preview, target, followSaves, frame, busy });
  latest.current = { preview, target, followSaves, frame, busy };
  const opened = useRef<string | null>(null);
  const openAt = (next: PreviewTarget, reset: 'draft' | 'live' | null) => {
    opened.current = keyOf(next);
    return reset ? latest.current.preview.reset(reset, next) : latest.current.preview.open(next);
  };

  // A save makes a new draft version: an open preview is reset from it, at the entry being edited.
  const seenVersion = useRef(draft?.version ?? 0);
  const version = draft?.version ?? 0;
  useEffect(() => {
    const previous = seenVersion.current;
    seenVersion.current = version;
    const now = latest.current;
    if (version > previous && now.followSaves && now.frame > 0) void openAt(now.target, 'draft');
  }, [version]);

  // Another entry chosen while the preview is open: the frame goes to its screen.
  const targetKey = keyOf(target);
  useEffect(() => {
    const now = latest.current;
    if (now.frame > 0 && !now.busy && opened.current !== targetKey) void openAt(now.target, null);
  }, [targetKey]);

  return (
    <section className="oc-card st-preview" data-testid="player-preview" aria-label="以玩家身份预览">
      <h2>以玩家身份预览</h2>
      <p className="oc-muted">测试队的预览玩家看到的真实页面，有自己的数据库，不影响真实队伍；每个游戏只有一份预览，任何组织者重置都会清空它。</p>
      <p data-testid="preview-status">{preview.loading ? '正在读取预览状态…' : statusText(status)}</p>
      {behindDraft && <p className="oc-muted">草稿已保存到第 {draft.version} 版，重置后预览才会用上。</p>}
      {unsaved > 0 && <p className="oc-muted">还有 {unsaved} 个条目没有保存：预览只用已保存的草稿。</p>}
      <label className="st-preview__entry">
        <span>预览哪一项</span>
        <select value={entries.some((candidate) => candidate.path === entry) ? (entry ?? '') : ''} onChange={(event) => onPickEntry(event.target.value)}>
          {!entries.some((candidate) => candidate.path === entry) && <option value="">{target.label}</option>}
          {entries.map((candidate) => (
            <option key={candidate.path} value={candidate.path}>
              {candidate.label}
            </option>
          ))}
        </select>
      </label>
      <p data-testid="preview-target">
        预览打开在：<strong>{target.label}</strong>
        {target.enterArea && `（预览队先进入区域 ${target.enterArea.seq}，就像玩家输入了区域代码）`}
      </p>
      {target.note && <p className="oc-muted">{target.note}</p>}
      <span className="oc-inline">
        <button
          type="button"
          className="oc-primary"
          disabled={busy || !draft}
          title={draft ? undefined : '还没有草稿'}
          onClick={() => void openAt(target, 'draft')}
        >
          用草稿重置预览
        </button>
        <button type="button" disabled={busy} onClick={() => void openAt(target, 'live')}>
          用当前活动重置预览
        </button>
        {status?.ready && (
          <button type="button" disabled={busy} onClick={() => void openAt(target, null)}>
            {frame === 0 ? '打开预览' : '在这一项打开'}
          </button>
        )}
        {frame > 0 && (
          <button type="button" disabled={busy} onClick={preview.reload}>
            重新载入
          </button>
        )}
      </span>
      <label className="oc-inline">
        <input type="checkbox" checked={followSaves} onChange={(event) => setFollowSaves(event.target.checked)} />
        保存后自动用草稿重置预览
      </label>
      {working && <p role="status">{working}</p>}
      {problem && (
        <p className="oc-error" role="alert">
          {problem.text}
        </p>
      )}
      {problem && problem.issues.length > 0 && <DraftIssues issues={problem.issues} onOpen={onOpenIssue} />}
      {frame > 0 && (
        <PreviewFrame
          game={game}
          load={frame}
          path={preview.path}
          standInArea={target.standInArea}
          areas={game === 'fanhua' ? previewAreasOf(draft?.pack) : null}
        />
      )}
    </section>
  );
}
