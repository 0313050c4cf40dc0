import { useSearchParams } from 'react-router-dom';
import { AttemptsCounter } from '@citygames/web-kit/answer/AttemptsCounter';
import { BanNotice } from '@citygames/web-kit/answer/BanNotice';
import { useWrongAttempts } from '@citygames/web-kit/answer/use-wrong-attempts';
import { WrongAttemptList } from '@citygames/web-kit/answer/WrongAttemptList';
import { PendingAnswersList } from '@citygames/web-kit/offline/PendingAnswersList';
import { isNoTeam } from '../../shared/api-errors';
import { NoTeamNotice } from '../../shared/NoTeamNotice';
import { QueryState } from '../../shared/QueryState';
import { TEXTS } from '../../texts';
import { AnswerForm } from './components/AnswerForm';
import { CurrentAreaSection } from './components/CurrentAreaSection';
import { useAnswerSubmission } from './hooks/use-answer-submission';
import { useBanState } from './hooks/use-ban-state';
import { useTaskSelection } from './hooks/use-task-selection';
import { useTeamPosition } from './hooks/use-team-position';
import { TASK_LINK_PARAM } from './task-link';

const T = TEXTS.submit;

/** The submit tab: current area, the team's open tasks here, answer, ban status, local wrong answers. */
export function SubmitTab() {
  const { area, progress, areaIsCurrent, available, maxAttempts } = useTeamPosition();
  const [params] = useSearchParams();
  const selection = useTaskSelection(progress.data, available, params.get(TASK_LINK_PARAM));
  const ban = useBanState(selection.taskId);
  const wrongRecord = useWrongAttempts('pilotsh', selection.taskId || null);
  const submission = useAnswerSubmission({ selection, ban, maxAttempts, recordWrongAnswer: wrongRecord.add });
  const { feedback } = submission;

  if (isNoTeam(area.error) || isNoTeam(progress.error)) return <NoTeamNotice error={area.error ?? progress.error} />;

  return (
    <div className="ps-tab ps-submit">
      <CurrentAreaSection area={area.data} isPending={area.isPending} areaIsCurrent={areaIsCurrent} teamName={progress.data?.team.name} />

      <section className="ps-section">
        {/* A failed refetch (a poll while offline, the 401 right after a submit) keeps the last list on screen. */}
        <QueryState isPending={progress.isPending} error={progress.data ? null : progress.error} onRetry={() => void progress.refetch()}>
          {available.length === 0 ? (
            <p className="ps-muted ps-center">{T.noTasks}</p>
          ) : (
            <AnswerForm
              available={available}
              selection={selection}
              onTaskChanged={() => submission.setFeedback(null)}
              onSubmit={submission.onSubmit}
              onCheckBan={submission.onCheckBan}
              isSubmitting={submission.isSubmitting}
              isCheckingBan={submission.isCheckingBan}
              isBanned={ban.countdown.isBanned}
            />
          )}
        </QueryState>

        {feedback && (
          <div className={`ps-notice ps-notice--${feedback.kind}`} role={feedback.kind === 'error' ? 'alert' : 'status'}>
            <p className="ps-notice__text">{feedback.text}</p>
          </div>
        )}
        <PendingAnswersList queue={submission.pending} describe={(entry) => available.find((task) => task.taskId === entry.target)?.name ?? entry.target} />
        <AttemptsCounter used={ban.wrongAttempts} max={maxAttempts} />
        <BanNotice remainingSeconds={ban.countdown.remainingSeconds} message={ban.banMessage} />
        {selection.taskId && <WrongAttemptList records={wrongRecord.records} title={T.wrongListTitle} />}
      </section>
    </div>
  );
}
