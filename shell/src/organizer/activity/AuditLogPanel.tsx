import type { OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';
import { GAME_TITLES, ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { actionsSource, downloadActions, sourceTitle, type RecordSource } from '../api/records-api';
import { beijingClock } from '../format';
import { useMergedPages } from '../hooks/use-merged-pages';
import { CsvDownloads } from '../roster/CsvDownloads';
import { UnreadSources } from './UnreadSources';

const SOURCES: RecordSource[] = ['platform', ...ORGANIZER_GAMES.map((entry) => entry.id)];
const PAGE_SOURCES = SOURCES.map(actionsSource);
const FILES = SOURCES.map((source) => ({ label: `${sourceTitle(source)}操作记录`, download: () => downloadActions(source) }));

/** Every organiser action of the platform and the games, newest first, paged back to the first one, and its CSV export. */
export function AuditLogPanel() {
  const log = useMergedPages<OrganizerActionView>(PAGE_SOURCES, 'all', 10_000);
  return (
    <div className="oc-stack">
      <CsvDownloads title="导出操作记录（CSV，可直接用 Excel 打开）" files={FILES} />
      <section className="oc-card">
        <h2>全部组织者操作（最新的在上，共已显示 {log.items.length} 条）</h2>
        <UnreadSources sources={log.failed} />
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
