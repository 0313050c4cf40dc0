import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { formatLocalTime } from '@citygames/web-kit/format-time';
import { queryKeys } from '../../query-keys';
import { taskPageApi } from './api/task-page-api';
import { HOME_PATH } from '../../paths';
import { apiErrorText } from '../../shared/api-error-text';
import { EmptyLine, ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';
import '../../shared/polish120.css';

/** /polish120/tasks/:taskId/progress: every judged answer of the team for this task, newest first. */
export default function TaskAttemptsPage() {
  const { taskId = '' } = useParams();
  const attempts = useQuery({ queryKey: queryKeys.taskAttempts(taskId), queryFn: () => taskPageApi.taskAttempts(taskId), refetchInterval: 30_000 });

  if (attempts.isPending) return <LoadingLine />;
  if (attempts.isError) {
    return (
      <ErrorPanel message={apiErrorText(attempts.error)} onRetry={() => void attempts.refetch()}>
        <Link to={HOME_PATH}>{TEXTS.common.back}</Link>
      </ErrorPanel>
    );
  }
  const { name, attempts: list } = attempts.data;

  return (
    <section className="p120-card" aria-label={TEXTS.taskPage.attemptsTitle(name)}>
      <h2 className="p120-card__title">{TEXTS.taskPage.attemptsTitle(name)}</h2>
      {list.length === 0 ? (
        <EmptyLine text={TEXTS.taskPage.attemptsEmpty} />
      ) : (
        <ul className="p120-attempts">
          {list.map((attempt, index) => (
            <li key={`${attempt.submittedAt}-${index}`} className="p120-attempts__item">
              <span className={attempt.isCorrect ? 'p120-tag p120-tag--done' : 'p120-tag p120-tag--wrong'}>
                {attempt.isCorrect ? TEXTS.taskPage.correct : TEXTS.taskPage.wrong}
              </span>
              <span className="p120-attempts__answer">{attempt.answer}</span>
              <span className="p120-attempts__meta">
                {attempt.playerName} · {formatLocalTime(attempt.submittedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <nav className="p120-links">
        <Link to={`${HOME_PATH}/${encodeURIComponent(attempts.data.taskId)}`}>{TEXTS.taskPage.taskLink}</Link>
        <Link to={HOME_PATH}>{TEXTS.common.back}</Link>
      </nav>
    </section>
  );
}
