import { useEffect, useState } from 'react';
import type { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import type { CompleteTaskResponse } from '@citygames/contracts/polish120/tasks.schema';
import { isApiError } from '@citygames/web-kit/api-client';
import { useWrongAttempts } from '@citygames/web-kit/answer/use-wrong-attempts';
import { OFFLINE_TEXTS } from '@citygames/web-kit/offline/offline-texts';
import { isOnline } from '@citygames/web-kit/offline/online-status';
import { keptAnswerMessage } from '@citygames/web-kit/offline/kept-answer-message';
import { currentAccount } from '@citygames/web-kit/offline/pending-answer-store';
import { deliveryOutcomeOf, usePendingAnswers, type DeliveryOutcome } from '@citygames/web-kit/offline/use-pending-answers';
import { TEXTS } from '../../texts';
import { useCompleteTask } from '../api/use-complete-task';
import { apiErrorBody, apiErrorCode, apiErrorText } from '../api-error-text';
import { useTaskBan } from './use-task-ban';

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
 * Answering one task: the server judges, counts wrong answers and bans. Keeps the result message, the wrong
 * attempts n/max and the ban countdown (useTaskBan), the hint after a correct answer and this browser's wrong
 * answers; an answer that got no outcome is kept and sent again by itself with the same key.
 */
export function useTaskAnswer({ taskId, taskKnown, answer, onAnswerChange, onSolved }: TaskAnswerOptions) {
  const ban = useTaskBan(taskId, taskKnown);
  const wrongRecords = useWrongAttempts('polish120', taskId);
  const complete = useCompleteTask();
  // `aboutBan`: the message tells of the ban the countdown shows, and goes with it
  const [message, setMessage] = useState<{ text: string; tone: MessageTone; aboutBan?: boolean } | null>(null);
  const [hintHtml, setHintHtml] = useState<string | null>(null);

  // A new task: forget the last result.
  useEffect(() => {
    setMessage(null);
    setHintHtml(null);
  }, [taskId]);
  // The ban is over (its end passed, or the organiser lifted it): its message no longer holds.
  const { remainingSeconds } = ban;
  useEffect(() => {
    if (remainingSeconds === 0) setMessage((shown) => (shown?.aboutBan ? null : shown));
  }, [remainingSeconds]);

  const showJudged = (forTaskId: string, given: string, result: CompleteTaskResponse, hint: string | null) => {
    if (!result.isCorrect) {
      wrongRecords.add(given, forTaskId);
      setMessage({ text: result.message, tone: 'error', aboutBan: result.isBanned && forTaskId === taskId });
      if (forTaskId === taskId) ban.apply(result);
      return;
    }
    if (forTaskId === taskId) {
      ban.reset();
      onAnswerChange('');
    }
    if (onSolved) return onSolved({ message: result.message, hintHtml: hint });
    setMessage({ text: result.message, tone: 'success' });
    setHintHtml(hint);
  };

  const showRefused = (forTaskId: string, error: unknown) => {
    const code = apiErrorCode(error);
    const aboutBan = code === 'TASK_BANNED' && forTaskId === taskId;
    if (aboutBan) ban.apply(apiErrorBody<BanStatusResponse>(error));
    setMessage({ text: apiErrorText(error), tone: code === 'TASK_ALREADY_COMPLETED' ? 'info' : 'error', aboutBan });
  };

  /** Sends one answer and shows its outcome; one that got none joins the queue (unless the queue is sending it). */
  async function send(forTaskId: string, given: string, fromQueue = false): Promise<DeliveryOutcome> {
    const account = currentAccount('polish120');
    try {
      const { result, hint } = await complete.mutateAsync({ taskId: forTaskId, answer: given });
      if (!fromQueue) pending.settle(forTaskId, account);
      showJudged(forTaskId, given, result, hint);
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
      showRefused(forTaskId, error);
      return outcome;
    }
  }

  // answers typed offline: sent by themselves once the phone is back, the result shows like any submit
  const pending = usePendingAnswers('polish120', 'task', ({ target, answer: given }) => send(target, given, true));

  async function submit() {
    const given = answer.trim();
    if (!taskId || !given) return setMessage({ text: taskId ? TEXTS.submit.answerRequired : TEXTS.submit.selectFirst, tone: 'error' });
    if (isOnline()) return void (await send(taskId, given));
    pending.save(taskId, given);
    onAnswerChange('');
    setMessage({ text: OFFLINE_TEXTS.saved, tone: 'info' });
  }

  async function queryBan() {
    if (!taskId || !taskKnown) return setMessage({ text: taskId ? TEXTS.submit.taskNotFound : TEXTS.submit.selectFirst, tone: 'error' });
    try {
      const status = await ban.ask(taskId);
      setMessage({ text: status.message, tone: status.isBanned ? 'error' : 'info', aboutBan: status.isBanned });
    } catch (error) {
      const expired = isApiError(error) && error.status === 401;
      const text = apiErrorCode(error) === 'TASK_NOT_FOUND' ? TEXTS.submit.taskNotFound : expired ? TEXTS.common.loginExpired : TEXTS.submit.banQueryFailed;
      setMessage({ text, tone: 'error' });
    }
  }

  const busy = complete.isPending ? 'submit' : ban.isAsking ? 'ban' : null;
  const { wrongAttempts, maxAttempts } = ban;
  return { message, wrongAttempts, maxAttempts, hintHtml, busy, remainingSeconds, wrongRecords: wrongRecords.records, pending, submit, queryBan };
}
