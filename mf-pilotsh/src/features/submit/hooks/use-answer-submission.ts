import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import { OFFLINE_TEXTS } from '@citygames/web-kit/offline/offline-texts';
import { isOnline } from '@citygames/web-kit/offline/online-status';
import { keptAnswerMessage } from '@citygames/web-kit/offline/kept-answer-message';
import { currentAccount } from '@citygames/web-kit/offline/pending-answer-store';
import { deliveryOutcomeOf, usePendingAnswers, type DeliveryOutcome } from '@citygames/web-kit/offline/use-pending-answers';
import { getToken } from '@citygames/web-kit/token-store';
import { LOGIN_PATH } from '../../../paths';
import { queryKeys } from '../../../query-keys';
import { errorBody, errorCode, messageOf } from '../../../shared/api-errors';
import { TEXTS } from '../../../texts';
import { submitAnswer } from '../api/submit-api';
import { useBanQuery, type Feedback } from './use-ban-query';
import type { BanState } from './use-ban-state';
import type { TaskSelection } from './use-task-selection';

const T = TEXTS.submit;

interface SubmissionDeps {
  selection: TaskSelection;
  ban: BanState;
  maxAttempts: number;
  /** Adds a wrong answer to this browser's record of a task. */
  recordWrongAnswer: (answer: string, taskId: string) => void;
}

/** Submitting an answer and asking for the ban status, with what the player reads about either. */
export function useAnswerSubmission({ selection, ban, maxAttempts, recordWrongAnswer }: SubmissionDeps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { taskId, answer, selectedTask } = selection;

  const submit = useMutation({
    // `account`: who typed it (a 401 clears the token before the answer is kept); `fromQueue`: the offline queue resends it
    mutationFn: ({ id, text }: { id: string; text: string; account: string; fromQueue?: boolean }) => submitAnswer(id, text),
    onSuccess: (result: SubmitAnswerResponse, { id, text, account, fromQueue }) => {
      if (!fromQueue) pending.settle(id, account);
      if (result.isCorrect) {
        setFeedback({ kind: 'success', text: result.message });
        // an answer saved offline may be for another task than the one selected now
        if (id === selection.taskId) selection.forget();
      } else {
        recordWrongAnswer(text, id);
        // the counter and the ban shown are the selected task's: an answer saved offline for another one only tells its result
        if (id !== selection.taskId) return setFeedback({ kind: 'error', text: result.message });
        ban.setWrongAttempts(result.wrongAttempts);
        // at the ban the notice with the countdown carries the message
        setFeedback(result.isBanned ? null : { kind: 'error', text: result.message });
        ban.showBan(result.isBanned ? result.remainingTime : 0, result.message);
      }
    },
    onError: (error: unknown, { id, text, account, fromQueue }) => {
      if (deliveryOutcomeOf(error) === 'not-sent') {
        // no outcome (a dead zone, a busy or closed game, a login that ran out): kept and sent again with the same key
        if (!fromQueue) pending.save(id, text, account);
        if (id === selection.taskId) selection.setAnswer('');
        setFeedback({ kind: 'info', text: keptAnswerMessage(error) });
        return;
      }
      if (!fromQueue) pending.settle(id, account);
      const code = errorCode(error);
      if (code === 'TASK_BANNED' && id === selection.taskId) {
        const body = errorBody(error);
        ban.setWrongAttempts(typeof body.wrongAttempts === 'number' ? body.wrongAttempts : maxAttempts);
        ban.showBan(typeof body.remainingTime === 'number' ? body.remainingTime : 0, messageOf(error, ''));
        setFeedback(null);
        return;
      }
      if (code === 'TASK_ALREADY_COMPLETED') {
        if (id === selection.taskId) selection.forget();
        setFeedback({ kind: 'info', text: messageOf(error, '') });
        return;
      }
      setFeedback({ kind: 'error', text: messageOf(error, TEXTS.common.requestFailed) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.progress });
    },
  });

  // answers typed offline: sent by themselves once the phone is back, the result shows like any submit
  const pending = usePendingAnswers('pilotsh', 'task', (entry) =>
    submit
      .mutateAsync({ id: entry.target, text: entry.answer, account: entry.account, fromQueue: true })
      .then((): DeliveryOutcome => 'delivered', deliveryOutcomeOf),
  );

  const banQuery = useBanQuery(ban, setFeedback);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!getToken('pilotsh')) {
      setFeedback({ kind: 'error', text: T.notLoggedIn });
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    if (!taskId) return setFeedback({ kind: 'error', text: T.selectTaskFirst });
    if (!answer.trim()) return setFeedback({ kind: 'error', text: T.enterAnswer });
    if (!isOnline()) {
      pending.save(taskId, answer);
      selection.setAnswer('');
      return setFeedback({ kind: 'info', text: OFFLINE_TEXTS.saved });
    }
    setFeedback(null);
    submit.mutate({ id: taskId, text: answer, account: currentAccount('pilotsh') });
  }

  function onCheckBan() {
    if (!taskId) return setFeedback({ kind: 'error', text: T.selectTaskFirst });
    if (!selectedTask) return setFeedback({ kind: 'error', text: T.taskInfoNotFound });
    banQuery.mutate(taskId);
  }

  return { feedback, setFeedback, onSubmit, onCheckBan, pending, isSubmitting: submit.isPending, isCheckingBan: banQuery.isPending };
}
