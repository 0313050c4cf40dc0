import { useMemo, useState } from 'react';
import type { ActivityEventView, ActivityKind } from '@citygames/contracts/organizer/activity.schema';
import { GAME_TITLES, ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { activitySource, type RecordSource } from '../api/records-api';
import { beijingClock } from '../format';
import { useMergedPages } from '../hooks/use-merged-pages';
import { GameSegments } from '../game/GameSegments';
import { UnreadSources } from './UnreadSources';

/** The feed polls every 3 s: an answer shows up in the console within seconds. */
const FEED_POLL_MS = 3000;

const KIND_LABELS: Record<ActivityKind, string> = {
  'answer.wrong': '答错',
  'task.solved': '完成',
  'task.banned': '封禁',
  'area.reward': '区域',
  'area.move': '移动',
  awakening: '觉醒',
  trade: '交易',
  organizer: '组织者',
};

type GameFilter = 'all' | OrganizerGameId;
const GAME_FILTERS: readonly { id: GameFilter; title: string }[] = [{ id: 'all', title: '全部游戏' }, ...ORGANIZER_GAMES];

/** Everything happening in the games as it happens, newest first: filter by game and team, page back to the start. */
export function ActivityPanel() {
  const [game, setGame] = useState<GameFilter>('all');
  const [teamInput, setTeamInput] = useState('');
  const [team, setTeam] = useState('');
  // svc-auth records opening and closing, under the game concerned; it has no team entries.
  const sources = useMemo(() => {
    const ids: RecordSource[] = game === 'all' ? ['platform', ...ORGANIZER_GAMES.map((entry) => entry.id)] : [game, 'platform'];
    return ids.map((id) => activitySource(id, team));
  }, [game, team]);
  const feed = useMergedPages<ActivityEventView>(sources, `${game}|${team}`, FEED_POLL_MS);
  const shown = feed.items.filter((event) => game === 'all' || event.game === game);
  const knownTeams = [...new Set(feed.items.flatMap((event) => event.teams))].sort();

  return (
    <div className="oc-stack">
      <GameSegments label="选择游戏" games={GAME_FILTERS} selected={game} onSelect={setGame} />
      <form
        className="oc-inline"
        onSubmit={(event) => {
          event.preventDefault();
          setTeam(teamInput.trim());
        }}
      >
        <input aria-label="按队名筛选" placeholder="按队名筛选" list="oc-feed-teams" value={teamInput} onChange={(event) => setTeamInput(event.target.value)} />
        <datalist id="oc-feed-teams">
          {knownTeams.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="submit">筛选</button>
        {team && (
          <button
            type="button"
            onClick={() => {
              setTeam('');
              setTeamInput('');
            }}
          >
            清除「{team}」
          </button>
        )}
      </form>
      <section className="oc-card">
        <h2>实时动态（每 3 秒更新，最新的在上）</h2>
        <UnreadSources sources={feed.failed} />
        {!feed.loaded ? (
          <p className="oc-muted">正在读取…</p>
        ) : shown.length === 0 ? (
          <p className="oc-muted">{team ? `「${team}」还没有动态。` : '还没有动态。'}</p>
        ) : (
          <ul className="oc-feed" data-testid="activity-feed">
            {shown.map((event) => (
              <li key={`${event.source}:${event.id}`} data-kind={event.kind}>
                <time>{beijingClock(event.at)}</time>
                <span className={`oc-kind oc-kind--${event.kind.replace('.', '-')}`}>{KIND_LABELS[event.kind]}</span>
                {game === 'all' && event.game in GAME_TITLES && <span className="oc-muted">{GAME_TITLES[event.game as OrganizerGameId]}</span>}
                <span className="oc-feed__text">{event.summary}</span>
              </li>
            ))}
          </ul>
        )}
        {feed.hasOlder && (
          <button type="button" disabled={feed.loadingOlder} onClick={() => void feed.loadOlder()}>
            {feed.loadingOlder ? '正在读取…' : '加载更早的动态'}
          </button>
        )}
        {feed.loaded && !feed.hasOlder && shown.length > 0 && <p className="oc-muted">已经到最早的一条。</p>}
      </section>
    </div>
  );
}
