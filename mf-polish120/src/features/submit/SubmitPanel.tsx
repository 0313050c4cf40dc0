import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../query-keys';
import { tasksApi } from '../../shared/api/tasks-api';
import { apiErrorText } from '../../shared/api-error-text';
import { EmptyLine, ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';
import { RichText } from '../../shared/components/RichText';
import { TaskAnswerBox, type SolvedNotice } from '../../shared/components/TaskAnswerBox';
import { useSavedSelection } from './hooks/use-saved-selection';

/** The submit-task tab: pick one of the team's uncompleted tasks and answer it. */
export function SubmitPanel() {
  const progress = useQuery({ queryKey: queryKeys.progress, queryFn: tasksApi.taskProgress });
  const [selection, setSelection] = useSavedSelection();
  const [solved, setSolved] = useState<SolvedNotice | null>(null);

  if (progress.isPending) return <LoadingLine />;
  if (progress.isError) return <ErrorPanel message={apiErrorText(progress.error)} onRetry={() => void progress.refetch()} />;

  const open = progress.data.taskProgress.filter((entry) => !entry.completed);
  const selected = open.find((entry) => entry.taskId === selection.taskId) ?? null;
  // A saved task that has been completed meanwhile (by a teammate too) no longer shows as chosen.
  const taskId = selected ? selected.taskId : null;

  return (
    <section className="p120-card" aria-label={TEXTS.tabs.submit}>
      {open.length === 0 ? (
        <EmptyLine text={TEXTS.submit.noTasks} />
      ) : (
        <label className="p120-field">
          <span className="p120-field__label">{TEXTS.submit.pickTask}</span>
          <select
            className="p120-select"
            value={taskId ?? ''}
            onChange={(event) => {
              const task = open.find((entry) => entry.taskId === event.target.value);
              setSolved(null);
              setSelection({ task: task?.name ?? '', taskId: task?.taskId ?? '', answer: '' });
            }}
          >
            <option value="">{TEXTS.submit.pickPlaceholder}</option>
            {open.map((entry) => (
              <option key={entry.taskId} value={entry.taskId}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {taskId && (
        <p className="p120-task-link">
          <Link to={`/polish120/tasks/${encodeURIComponent(taskId)}`}>{TEXTS.submit.openTaskPage}</Link>
        </p>
      )}
      <TaskAnswerBox
        taskId={taskId}
        taskKnown={Boolean(selected)}
        answer={taskId ? selection.answer : ''}
        onAnswerChange={(answer) => setSelection({ ...selection, answer })}
        onSolved={(notice) => {
          setSolved(notice);
          setSelection({ task: '', taskId: '', answer: '' });
        }}
      />
      {solved && (
        <div className="p120-solved">
          <p className="p120-message p120-message--success" role="status">
            {solved.message}
          </p>
          {solved.hintHtml && (
            <section className="p120-hint" aria-label={TEXTS.submit.hintTitle}>
              <h3 className="p120-hint__title">{TEXTS.submit.hintTitle}</h3>
              <RichText html={solved.hintHtml} />
            </section>
          )}
        </div>
      )}
    </section>
  );
}
