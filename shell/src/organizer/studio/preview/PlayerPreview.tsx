import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import { beijingClock } from '../../format';
import { DraftIssues } from '../DraftIssues';
import { previewAreasOf } from './preview-area-rules';
import { PreviewFrame } from './PreviewFrame';
import type { PreviewStatusResponse } from '@citygames/contracts/organizer/preview.schema';
import { usePlayerPreview } from './use-player-preview';

interface PlayerPreviewProps {
  game: OrganizerGameId;
  draft: StudioDraftView | null;
  unsaved: number;
  /** Opens an item of the form (a problem's path). */
  onOpenIssue: (path: string) => void;
}

function statusText(status: PreviewStatusResponse | null): string {
  if (!status?.ready) return '还没有预览：用草稿或当前活动重置一次即可开始。';
  const source = status.from === 'draft' ? `草稿第 ${status.draftVersion ?? '?'} 版` : '当前活动';
  const team = status.team ? ` · 测试队「${status.team.name}」` : '';
  return `预览来自${source} · 重置于 ${beijingClock(status.startedAt ?? null)}${team}`;
}

/**
 * 「以玩家身份预览」: the game's real screens as the preview player of one test team, on the preview instance
 * (its own database: real teams are never touched). One preview per game, shared by every organiser.
 */
export function PlayerPreview({ game, draft, unsaved, onOpenIssue }: PlayerPreviewProps) {
  const preview = usePlayerPreview(game);
  const { status, working, problem, frame } = preview;
  const busy = working !== null;
  const behindDraft = status?.ready && status.from === 'draft' && draft && (status.draftVersion ?? 0) < draft.version;
  return (
    <section className="oc-card st-preview" data-testid="player-preview">
      <h2>以玩家身份预览</h2>
      <p className="oc-muted">
        在这里以测试队的预览玩家身份打开游戏的真实页面，可以答题、过关。预览有自己的数据库，不影响真实队伍；每个游戏只有一份预览，任何组织者重置都会清空它。
      </p>
      <p data-testid="preview-status">{preview.loading ? '正在读取预览状态…' : statusText(status)}</p>
      {behindDraft && <p className="oc-muted">草稿已保存到第 {draft.version} 版，重置后预览才会用上。</p>}
      {unsaved > 0 && <p className="oc-muted">还有 {unsaved} 个条目没有保存：预览只用已保存的草稿。</p>}
      <span className="oc-inline">
        <button
          type="button"
          className="oc-primary"
          disabled={busy || !draft}
          title={draft ? undefined : '还没有草稿'}
          onClick={() => void preview.reset('draft')}
        >
          用草稿重置预览
        </button>
        <button type="button" disabled={busy} onClick={() => void preview.reset('live')}>
          用当前活动重置预览
        </button>
        {status?.ready && frame === 0 && (
          <button type="button" disabled={busy} onClick={() => void preview.open()}>
            打开预览
          </button>
        )}
        {frame > 0 && (
          <button type="button" disabled={busy} onClick={preview.reload}>
            重新载入
          </button>
        )}
      </span>
      {working && <p role="status">{working}</p>}
      {problem && (
        <p className="oc-error" role="alert">
          {problem.text}
        </p>
      )}
      {problem && problem.issues.length > 0 && <DraftIssues issues={problem.issues} onOpen={onOpenIssue} />}
      {frame > 0 && <PreviewFrame game={game} load={frame} areas={game === 'fanhua' ? previewAreasOf(draft?.pack) : null} />}
    </section>
  );
}
