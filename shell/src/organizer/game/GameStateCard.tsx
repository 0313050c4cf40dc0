import type { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { GameScheduleForm } from './GameScheduleForm';

interface GameStateCardProps {
  id: OrganizerGameId;
  title: string;
  open: boolean;
  healthy: boolean;
  players: number;
  summary: GameSummary | undefined;
  pending: boolean;
  onSetOpen: (open: boolean) => void;
}

/** One game on the overview: open, closed or unhealthy, its counts, the button that opens or closes it and its timetable. */
export function GameStateCard({ id, title, open, healthy, players, summary, pending, onSetOpen }: GameStateCardProps) {
  const state = !healthy ? 'unhealthy' : open ? 'open' : 'closed';
  return (
    <section className="oc-card" data-testid={`overview-${id}`}>
      <header className="oc-card__head">
        <h2>{title}</h2>
        <span className={`oc-badge oc-badge--${state}`}>{state === 'unhealthy' ? '服务异常' : open ? '开放中' : '已关闭'}</span>
      </header>
      <dl className="oc-stats">
        <div>
          <dt>注册玩家</dt>
          <dd>{players}</dd>
        </div>
        <div>
          <dt>队伍</dt>
          <dd>{summary?.teams ?? '—'}</dd>
        </div>
        <div>
          <dt>10 分钟内活跃</dt>
          <dd>{summary?.activePlayers ?? '—'}</dd>
        </div>
      </dl>
      {summary && <p className="oc-muted">活动包：{summary.pack?.name ?? '尚未导入'}</p>}
      <button type="button" className={open ? 'oc-danger' : 'oc-primary'} disabled={pending} onClick={() => onSetOpen(!open)}>
        {open ? '关闭游戏' : '开放游戏'}
      </button>
      <GameScheduleForm game={id} title={title} />
    </section>
  );
}
