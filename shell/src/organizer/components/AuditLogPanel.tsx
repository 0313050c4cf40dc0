import { useMemo, useState } from 'react';
import type { OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';
import { GAME_TITLES, ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { actionsSource, downloadActions, sourceTitle, type RecordSource } from '../api/records-api';
import { beijingClock } from '../format';
import { useMergedPages } from '../hooks/use-merged-pages';

const SOURCES: RecordSource[] = ['platform', ...ORGANIZER_GAMES.map((entry) => entry.id)];

/** Every organiser action of the platform and the games, newest first, paged back to the first one, and its CSV export. */
export function AuditLogPanel() {
  const sources = useMemo(() => SOURCES.map(actionsSource), []);
  const log = useMergedPages<OrganizerActionView>(sources, 'all', 10_000);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="oc-stack">
      <section className="oc-card">
        <h2>导出操作记录（CSV，可直接用 Excel 打开）</h2>
        <span className="oc-inline">
          {SOURCES.map((source) => (
            <button key={source} type="button" onClick={() => void downloadActions(source).catch((error: Error) => setFailure(error.message))}>
              {sourceTitle(source)}操作记录
            </button>
          ))}
        </span>
        {failure && (
          <p className="oc-error" role="alert">
            {failure}
          </p>
        )}
      </section>
      <section className="oc-card">
        <h2>全部组织者操作（最新的在上，共已显示 {log.items.length} 条）</h2>
        {log.failed.length > 0 && (
          <p className="oc-error" role="alert">
            暂时读不到：{log.failed.map((id) => sourceTitle(id as RecordSource)).join('、')}
          </p>
        )}
        {!log.loaded ? (
          <p className="oc-muted">正在读取…</p>
        ) : log.items.length === 0 ? (
          <p className="oc-muted">还没有操作记录。</p>
        ) : (
          <ul className="oc-log" data-testid="audit-log">
            {log.items.map((action) => (
              <li key={`${action.source}:${action.id}`}>
                <time>{beijingClock(action.at)}</time> <strong>{action.organizer}</strong>{' '}
                {action.scope in GAME_TITLES ? `[${GAME_TITLES[action.scope as OrganizerGameId]}] ` : ''}
                {action.summary}
              </li>
            ))}
          </ul>
        )}
        {log.hasOlder ? (
          <button type="button" disabled={log.loadingOlder} onClick={() => void log.loadOlder()}>
            {log.loadingOlder ? '正在读取…' : '加载更早的记录'}
          </button>
        ) : (
          log.loaded && log.items.length > 0 && <p className="oc-muted">已经到最早的一条。</p>
        )}
      </section>
    </div>
  );
}
