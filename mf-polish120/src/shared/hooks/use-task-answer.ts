import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import type { TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { isApiError } from '@citygames/web-kit/api-client';
import { useBanCountdown } from '@citygames/web-kit/answer/use-ban-countdown';
import { useWrongAttempts } from '@citygames/web-kit/answer/use-wrong-attempts';
import { OFFLINE_TEXTS } from '@citygames/web-kit/offline/offline-texts';
import { isOnline } from '@citygames/web-kit/offline/online-status';
import { keptAnswerMessage } from '@citygames/web-kit/offline/kept-answer-message';
import { currentAccount } from '@citygames/web-kit/offline/pending-answer-store';
import { deliveryOutcomeOf, usePendingAnswers, type DeliveryOutcome } from '@citygames/web-kit/offline/use-pending-answers';
import { queryKeys } from '../../query-keys';
import { TEXTS } from '../../texts';
import { tasksApi } from '../api/tasks-api';
import { apiErrorBody, apiErrorCode, apiErrorText } from '../api-error-text';

export type MessageTone = 'success' | 'error' | 'info';

export interface SolvedNotice {
  message: string;
  hintHtml: string | null;
}

export interface TaskAnswerOptions {
  /** The selected task; null disables answering. */
  taskId: string | null;
  /** False when the selected task is not among the tasks that can be completed. */
  taskKnown: boolean;
  answer: string;
  onAnswerChange: (answer: string) => void;
  /** After a correct answer; without it the hook keeps the message and the hint itself. */
  onSolved?: ((solved: SolvedNotice) => void) | undefined;
}

/**
 * Answering one task: the server judges, counts wrong answers and bans. Keeps the result message,
 * the wrong attempts n/max, the ban countdown, the hint after a correct answer and this browser's wrong answers.
 */
export function useTaskAnswer({ taskId, taskKnown, answer, onAnswerChange, onSolved }: TaskAnswerOptions) {
  const queryClient = useQueryClient();
  const countdown = useBanCountdown();
  const wrongRecords = useWrongAttempts('polish120', taskId);
  const [message, setMessage] = useState<{ text: string; tone: MessageTone } | null>(null);
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [maxAttempts, setMaxAttempts] = useState(DEFAULT_BAN_POLICY.maxWrongAttempts);
  const [hintHtml, setHintHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'ban' | null>(null);
  const { start: startCountdown, clear: clearCountdown } = countdown;

  const applyBan = useCallback(
    (status: Partial<BanStatusResponse>) => {
      if (typeof status.wrongAttempts === 'number') setWrongAttempts(status.wrongAttempts);
      if (status.banPolicy) setMaxAttempts(status.banPolicy.maxWrongAttempts);
      if (status.isBanned && typeof status.remainingTime === 'number') startCountdown(status.remainingTime);
      else clearCountdown();
    },
    [startCountdown, clearCountdown],
  );

  // A new task: forget the last result and quietly load its counter and any running ban.
  useEffect(() => {
    setMessage(null);
    setHintHtml(null);
    setWrongAttempts(0);
    clearCountdown();
    if (!taskId || !taskKnown) return;
    let current = true;
    tasksApi
      .banStatus(taskId)
      .then((status) => {
        if (current) applyBan(status);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // applyBan and clearCountdown are stable, so this runs when the task changes.
  }, [taskId, taskKnown, applyBan, clearCountdown]);

  // answers typed offline: sent by themselves once the phone is back, the result shows like any submit
  const pending = usePendingAnswers('polish120', 'task', ({ target, answer: given }) => send(target, given, true));

  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.progress }),
      queryClient.invalidateQueries({ queryKey: queryKeys.teamStatus }),
      queryClient.invalidateQueries({ queryKey: queryKeys.puzzleCards }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
      queryClient.invalidateQueries({ queryKey: queryKeys.puzzlePages }),
    ]);

  async function submit() {
    if (!taskId) {
      setMessage({ text: TEXTS.submit.selectFirst, tone: 'error' });
      return;
    }
    const given = answer.trim();
    if (!given) {
      setMessage({ text: TEXTS.submit.answerRequired, tone: 'error' });
      return;
    }
    if (!isOnline()) {
      pending.save(taskId, given);
      onAnswerChange('');
      setMessage({ text: OFFLINE_TEXTS.saved, tone: 'info' });
      return;
    }
    await send(taskId, given);
  }

  /**
   * Sends one answer and shows the judged result; 'not-sent' when the server gave it no outcome, and then an answer
   * typed now (not one the queue resends) joins the queue, to be sent again with the same key.
   */
  async function send(forTaskId: string, given: string, fromQueue = false): Promise<DeliveryOutcome> {
    setBusy('submit');
    const account = currentAccount('polish120');
    try {
      const result = await tasksApi.completeTask(forTaskId, given);
      if (!fromQueue) pending.settle(forTaskId, account);
      if (result.isCorrect) {
        if (forTaskId === taskId) {
          clearCountdown();
          setWrongAttempts(0);
          onAnswerChange('');
        }
        // After a correct answer the hint comes from the refreshed progress.
        const progress = await queryClient
          .fetchQuery({ queryKey: queryKeys.progress, queryFn: tasksApi.taskProgress, staleTime: 0 })
          .catch((): TaskProgressResponse | null => null);
        const hint = progress?.taskProgress.find((entry) => entry.taskId === forTaskId)?.hint ?? result.hint;
        if (onSolved) {
          onSolved({ message: result.message, hintHtml: hint });
        } else {
          setMessage({ text: result.message, tone: 'success' });
          setHintHtml(hint);
        }
        await refreshLists();
      } else {
        wrongRecords.add(given, forTaskId);
        setMessage({ text: result.message, tone: 'error' });
        if (forTaskId === taskId) applyBan(result);
      }
      return 'delivered';
    } catch (error) {
      const outcome = deliveryOutcomeOf(error);
      if (outcome === 'not-sent') {
        if (!fromQueue) pending.save(forTaskId, given, account);
        if (forTaskId === taskId) onAnswerChange('');
        setMessage({ text: keptAnswerMessage(error), tone: 'info' });
        return outcome;
      }
      if (!fromQueue) pending.settle(forTaskId, account);
      const code = apiErrorCode(error);
      if (code === 'TASK_BANNED' && forTaskId === taskId) applyBan(apiErrorBody<BanStatusResponse>(error));
      if (code === 'TASK_ALREADY_COMPLETED') await refreshLists();
      setMessage({ text: apiErrorText(error), tone: code === 'TASK_ALREADY_COMPLETED' ? 'info' : 'error' });
      return outcome;
    } finally {
      setBusy(null);
    }
  }

  async function queryBan() {
    if (!taskId) {
      setMessage({ text: TEXTS.submit.selectFirst, tone: 'error' });
      return;
    }
    if (!taskKnown) {
      setMessage({ text: TEXTS.submit.taskNotFound, tone: 'error' });
      return;
    }
    setBusy('ban');
    try {
      const status = await tasksApi.banStatus(taskId);
      applyBan(status);
      setMessage({ text: status.message, tone: status.isBanned ? 'error' : 'info' });
    } catch (error) {
      const text =
        apiErrorCode(error) === 'TASK_NOT_FOUND'
          ? TEXTS.submit.taskNotFound
          : isApiError(error) && error.status === 401
            ? TEXTS.common.loginExpired
            : TEXTS.submit.banQueryFailed;
      setMessage({ text, tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return {
    message,
    wrongAttempts,
    maxAttempts,
    hintHtml,
    busy,
    remainingSeconds: countdown.remainingSeconds,
    wrongRecords: wrongRecords.records,
    pending,
    submit,
    queryBan,
  };
}
