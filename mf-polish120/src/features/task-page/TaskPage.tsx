import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatLocalTime } from '@citygames/web-kit/format-time';
import { queryKeys } from '../../query-keys';
import { taskPageApi } from './api/task-page-api';
import { HOME_PATH } from '../../paths';
import { apiErrorCode, apiErrorText } from '../../shared/api-error-text';
import { RichText } from '../../shared/components/RichText';
import { ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';
import { TaskAnswerBox } from '../../shared/components/TaskAnswerBox';
import '../../shared/polish120.css';

/** /polish120/tasks/:taskId: one task's text and its answer box (answer and hint once completed). */
export default function TaskPage() {
  const { taskId = '' } = useParams();
  const task = useQuery({ queryKey: queryKeys.task(taskId), queryFn: () => taskPageApi.task(taskId) });
  const [answer, setAnswer] = useState('');

  if (task.isPending) return <LoadingLine />;
  if (task.isError) {
    return (
      // A locked task opens with its puzzle card, not by trying again.
      <ErrorPanel message={apiErrorText(task.error)} onRetry={apiErrorCode(task.error) === 'TASK_LOCKED' ? undefined : () => void task.refetch()}>
        <Link to={HOME_PATH}>{TEXTS.common.back}</Link>
      </ErrorPanel>
    );
  }
  const detail = task.data;

  return (
    <section className="p120-card" aria-label={detail.name}>
      <h2 className="p120-card__title">{detail.name}</h2>
      <RichText html={detail.descriptionHtml} />
      <p className="p120-meta">
        {TEXTS.taskPage.status}：
        <span className={detail.completed ? 'p120-tag p120-tag--done' : 'p120-tag'}>
          {detail.completed ? TEXTS.progress.completed : TEXTS.progress.uncompleted}
        </span>
        {detail.completed && (
          <span className="p120-meta__by">
            {detail.completedBy} · {formatLocalTime(detail.completedAt)}
          </span>
        )}
      </p>
      {detail.completed ? (
        <div className="p120-solved">
          <p>
            <strong>{TEXTS.progress.answer}：</strong>
            {detail.answer}
          </p>
          {detail.hint && (
            <section className="p120-hint" aria-label={TEXTS.submit.hintTitle}>
              <h3 className="p120-hint__title">{TEXTS.submit.hintTitle}</h3>
              <RichText html={detail.hint} />
            </section>
          )}
        </div>
      ) : (
        <TaskAnswerBox taskId={detail.taskId} answer={answer} onAnswerChange={setAnswer} />
      )}
      <nav className="p120-links">
        <Link to={`${HOME_PATH}/${encodeURIComponent(detail.taskId)}/progress`}>{TEXTS.taskPage.attemptsLink}</Link>
        <Link to={HOME_PATH}>{TEXTS.common.back}</Link>
      </nav>
    </section>
  );
}
