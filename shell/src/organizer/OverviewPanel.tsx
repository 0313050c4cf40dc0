import { useState } from 'react';
import { callJson, OrganizerApiError } from './organizer-api';
import { CONSOLE_GAMES, type ConsoleGameId, type GameSummary, type OrganizerActionView } from './console-types';
import { beijingClock } from './format';
import { usePolling } from './use-polling';

type GameHealth = 'up' | 'down';

interface Overview {
  open: Record<string, boolean>;
  players: Record<string, number>;
  health: Record<ConsoleGameId, GameHealth>;
  summaries: Partial<Record<ConsoleGameId, GameSummary>>;
  actions: OrganizerActionView[];
}

async function loadOverview(): Promise<Overview> {
  const [states, counts, platformActions, ...perGame] = await Promise.all([
    callJson<{ games: Record<string, boolean> }>('GET', '/api/organizer/games/state'),
    callJson<{ players: Record<string, number> }>('GET', '/api/organizer/players/counts'),
    callJson<{ actions: OrganizerActionView[] }>('GET', '/api/organizer/actions?limit=20'),
    ...CONSOLE_GAMES.map(async ({ id }) => {
      try {
        const [summary, actions] = await Promise.all([
          callJson<GameSummary>('GET', `/api/${id}/organizer/summary`),
          callJson<{ actions: OrganizerActionView[] }>('GET', `/api/${id}/organizer/actions?limit=20`),
        ]);
        return { id, summary, actions: actions.actions, health: 'up' as const };
      } catch (error) {
        if (error instanceof OrganizerApiError && error.status === 401) throw error;
        return { id, summary: null, actions: [], health: 'down' as const };
      }
    }),
  ]);
  return {
    open: states.games,
    players: counts.players,
    health: Object.fromEntries(perGame.map((game) => [game.id, game.health])) as Record<ConsoleGameId, GameHealth>,
    summaries: Object.fromEntries(perGame.filter((game) => game.summary).map((game) => [game.id, game.summary])),
    actions: [...platformActions.actions, ...perGame.flatMap((game) => game.actions)].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 20),
  };
}

const SCOPE_TITLES: Record<string, string> = Object.fromEntries(CONSOLE_GAMES.map((game) => [game.id, game.title]));

/** Each game's state, players and teams, and the latest organiser actions; refreshed every 5 s. */
export function OverviewPanel() {
  const { data, error, reload } = usePolling(loadOverview, 5000);
  const [pending, setPending] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  async function setOpen(game: ConsoleGameId, open: boolean) {
    const title = SCOPE_TITLES[game];
    if (!open && !window.confirm(`关闭「${title}」？玩家将看到“暂未开放”，进行中的操作会被拒绝。`)) return;
    setPending(game);
    setActionError(null);
    try {
      await callJson('PUT', `/api/organizer/games/${game}/state`, { open });
      await reload();
    } catch (failure) {
      setActionError(failure instanceof Error ? failure.message : '操作失败');
    } finally {
      setPending(null);
    }
  }

  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  return (
    <div className="oc-stack">
      {actionError && <p className="oc-error" role="alert">{actionError}</p>}
      <div className="oc-cards">
        {CONSOLE_GAMES.map(({ id, title }) => {
          const open = data.open[id] !== false;
          const state = data.health[id] === 'down' ? 'unhealthy' : open ? 'open' : 'closed';
          const summary = data.summaries[id];
          return (
            <section key={id} className="oc-card" data-testid={`overview-${id}`}>
              <header className="oc-card__head">
                <h2>{title}</h2>
                <span className={`oc-badge oc-badge--${state}`}>{state === 'unhealthy' ? '服务异常' : open ? '开放中' : '已关闭'}</span>
              </header>
              <dl className="oc-stats">
                <div><dt>注册玩家</dt><dd>{data.players[id] ?? 0}</dd></div>
                <div><dt>队伍</dt><dd>{summary?.teams ?? '—'}</dd></div>
                <div><dt>10 分钟内活跃</dt><dd>{summary?.activePlayers ?? '—'}</dd></div>
              </dl>
              {summary && <p className="oc-muted">活动包：{summary.pack?.name ?? '尚未导入'}</p>}
              <button type="button" className={open ? 'oc-danger' : 'oc-primary'} disabled={pending === id} onClick={() => void setOpen(id, !open)}>
                {open ? '关闭游戏' : '开放游戏'}
              </button>
            </section>
          );
        })}
      </div>
      <section className="oc-card">
        <h2>最近的组织者操作</h2>
        {data.actions.length === 0 ? (
          <p className="oc-muted">还没有操作记录。</p>
        ) : (
          <ul className="oc-log" data-testid="action-log">
            {data.actions.map((action, index) => (
              <li key={`${action.at}-${index}`}>
                <time>{beijingClock(action.at)}</time> <strong>{action.organizer}</strong> {SCOPE_TITLES[action.scope] ? `[${SCOPE_TITLES[action.scope]}] ` : ''}
                {action.summary}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
