import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatLocalTime } from '@citygames/web-kit/format-time';
import { queryKeys } from '../../query-keys';
import { isTimeout } from '../../shared/api-errors';
import { PROGRESS_POLL_MS, useProgress } from '../../shared/hooks/use-team-queries';
import { QueryState } from '../../shared/QueryState';
import { TEXTS } from '../../texts';
import { fetchVisitedAreas } from './api/progress-api';

const T = TEXTS.progress;

/** The progress tab: team, and the seven-column table of the team's tasks. */
export function ProgressTab() {
  // Polled, so a teammate's solve or a task renamed by a publish shows while the tab stays open.
  const progress = useProgress(PROGRESS_POLL_MS);
  const visited = useQuery({ queryKey: queryKeys.visitedAreas, queryFn: fetchVisitedAreas, retry: false, refetchOnMount: 'always' });
  const [onlyCurrent, setOnlyCurrent] = useState(true);

  const areaNames = useMemo(() => new Map((visited.data?.areas ?? []).map((area) => [area.seq, area.name])), [visited.data]);
  const rows = useMemo(() => {
    const data = progress.data;
    if (!data) return [];
    return onlyCurrent ? data.taskProgress.filter((task) => task.areaSeq === data.currentAreaSeq) : data.taskProgress;
  }, [progress.data, onlyCurrent]);

  return (
    <div className="ps-tab ps-progress">
      <QueryState
        isPending={progress.isPending}
        error={progress.error}
        onRetry={() => void progress.refetch()}
        failedText={(reason) => (isTimeout(progress.error) ? TEXTS.common.timeout : T.loadFailed(reason))}
      >
        {progress.data && (
          <>
            <section className="ps-section" aria-label={T.teamTitle}>
              <p className="ps-eyebrow">{T.teamTitle}</p>
              <h2 className="ps-area-name">{progress.data.team.name}</h2>
              <p className="ps-section__text">{progress.data.team.description}</p>
            </section>
            <section className="ps-section">
              <label className="ps-checkbox">
                <input type="checkbox" checked={onlyCurrent} onChange={(event) => setOnlyCurrent(event.target.checked)} />
                {T.onlyCurrentArea}
              </label>
              {rows.length === 0 ? (
                <p className="ps-muted ps-center">{T.empty}</p>
              ) : (
                <>
                  <p className="ps-table-hint">{T.scrollHint}</p>
                  <div className="ps-table-wrap">
                    <table className="ps-table">
                      <thead>
                        <tr>
                          {T.columns.map((column) => (
                            <th key={column} scope="col">
                              {column}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((task) => (
                          <tr key={task.taskId}>
                            <td>{task.taskId}</td>
                            <td>{areaNames.get(task.areaSeq) ?? (visited.isPending ? '…' : T.unknownArea)}</td>
                            <td>{task.name}</td>
                            <td>
                              <span className={`ps-status ps-status--${task.completed ? 'done' : 'todo'}`}>{task.completed ? T.done : T.todo}</span>
                            </td>
                            <td>{task.attemptCount}</td>
                            <td>
                              <span className="ps-table__time">{formatLocalTime(task.completedAt) || '—'}</span>
                            </td>
                            <td>{task.completedBy ?? '—'}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
