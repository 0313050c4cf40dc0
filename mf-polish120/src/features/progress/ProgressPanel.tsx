import { useQuery } from '@tanstack/react-query';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { Fragment, useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import type { TaskProgressEntry } from '@citygames/contracts/polish120/tasks.schema';
import { queryKeys } from '../../query-keys';
import { tasksApi } from '../../shared/api/tasks-api';
import { formatShortTime } from './format-short-time';
import { RichText } from '../../shared/components/RichText';
import { EmptyLine, ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';

function progressErrorText(error: unknown): string {
  if (isApiError(error) && error.kind === 'timeout') return TEXTS.progress.timeout;
  return TEXTS.progress.failed(error instanceof Error ? error.message : String(error));
}

/** Rows shown under the two filters (both on by default). */
export function filterProgress(entries: readonly TaskProgressEntry[], showCompleted: boolean, showUncompleted: boolean): TaskProgressEntry[] {
  return entries.filter((entry) => (entry.completed ? showCompleted : showUncompleted));
}

/** The task-progress tab: team info and the five-column table with its filters. */
export function ProgressPanel() {
  const progress = useQuery({ queryKey: queryKeys.progress, queryFn: tasksApi.taskProgress, refetchInterval: 30_000 });
  const [showCompleted, setShowCompleted] = useState(true);
  const [showUncompleted, setShowUncompleted] = useState(true);
  const [expanded, setExpanded] = useState<string | null>(null);

  if (progress.isPending) return <LoadingLine />;
  if (progress.isError) return <ErrorPanel message={progressErrorText(progress.error)} onRetry={() => void progress.refetch()} />;

  const { team, taskProgress } = progress.data;
  const rows = filterProgress(taskProgress, showCompleted, showUncompleted);
  const columns = TEXTS.progress.columns;

  return (
    <section className="p120-card" aria-label={TEXTS.tabs.progress}>
      <div className="p120-team">
        <h2 className="p120-team__name">{team.name}</h2>
        <p className="p120-team__description">{team.description}</p>
      </div>
      <div className="p120-filters">
        <Checkbox checked={showCompleted} onChange={setShowCompleted}>
          {TEXTS.progress.filterCompleted}
        </Checkbox>
        <Checkbox checked={showUncompleted} onChange={setShowUncompleted}>
          {TEXTS.progress.filterUncompleted}
        </Checkbox>
      </div>
      {rows.length === 0 ? (
        <EmptyLine text={TEXTS.progress.empty} />
      ) : (
        <div className="p120-table-wrap">
          <table className="p120-table">
            <thead>
              <tr>
                <th>{columns.name}</th>
                <th>{columns.status}</th>
                <th>{columns.attempts}</th>
                <th>{columns.completedAt}</th>
                <th>{columns.completedBy}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => {
                const expandable = entry.completed && Boolean(entry.hint);
                const open = expandable && expanded === entry.taskId;
                return (
                  <Fragment key={entry.taskId}>
                    <tr
                      className={expandable ? 'p120-table__row p120-table__row--expandable' : 'p120-table__row'}
                      onClick={expandable ? () => setExpanded(open ? null : entry.taskId) : undefined}
                      aria-expanded={expandable ? open : undefined}
                    >
                      <td>
                        {expandable && (
                          <span className="p120-table__toggle" aria-label={open ? TEXTS.progress.collapse : TEXTS.progress.expand}>
                            {open ? '▾' : '▸'}
                          </span>
                        )}
                        {entry.name}
                      </td>
                      <td>
                        <span className={entry.completed ? 'p120-tag p120-tag--done' : 'p120-tag'}>
                          {entry.completed ? TEXTS.progress.completed : TEXTS.progress.uncompleted}
                        </span>
                      </td>
                      <td className="p120-table__number">{entry.attemptCount}</td>
                      <td className="p120-table__time">{formatShortTime(entry.completedAt)}</td>
                      <td>{entry.completedBy ?? ''}</td>
                    </tr>
                    {open && (
                      <tr className="p120-table__detail">
                        <td colSpan={5}>
                          <p>
                            <strong>{TEXTS.progress.answer}：</strong>
                            {entry.answer}
                          </p>
                          <strong>{TEXTS.progress.hint}：</strong>
                          <RichText html={entry.hint ?? ''} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
