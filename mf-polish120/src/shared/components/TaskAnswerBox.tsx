import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { AttemptsCounter } from '@citygames/web-kit/answer/AttemptsCounter';
import { BanNotice } from '@citygames/web-kit/answer/BanNotice';
import { useBanCountdown } from '@citygames/web-kit/answer/use-ban-countdown';
import { useWrongAttempts } from '@citygames/web-kit/answer/use-wrong-attempts';
import { WrongAttemptList } from '@citygames/web-kit/answer/WrongAttemptList';
import type { BanStatusResponse as BanStatus, TaskProgressResponse as TaskProgress } from '@citygames/contracts/polish120/tasks.schema';
import { queryKeys } from '../../query-keys';
import { tasksApi } from '../api/tasks-api';
import { apiErrorBody, apiErrorCode, apiErrorText } from '../api-error-text';
import { RichText } from './RichText';
import { TEXTS } from '../../texts';

const DEFAULT_MAX_ATTEMPTS = 5;

type Tone = 'success' | 'error' | 'info';

export interface SolvedNotice {
  message: string;
  hintHtml: string | null;
}

interface TaskAnswerBoxProps {
  /** The selected task; null disables the answer field. */
  taskId: string | null;
  /** False when the selected task is not among the tasks that can be completed (ban query: 'task info not found'). */
  taskKnown?: boolean;
  answer: string;
  onAnswerChange: (answer: string) => void;
  /**
   * After a correct answer, with the server's message and the task's hint; the caller shows them
   * (the task leaves the list it was picked from). Without it the box shows them itself.
   */
  onSolved?: (solved: SolvedNotice) => void;
  showBanQuery?: boolean;
}

/**
 * Answering one task: the server judges, counts wrong answers and bans. Shows the result message,
 * attempts n/5, the ban countdown, the hint after a correct answer and this browser's wrong answers.
 */
export function TaskAnswerBox({ taskId, taskKnown = true, answer, onAnswerChange, onSolved, showBanQuery = true }: TaskAnswerBoxProps) {
  const queryClient = useQueryClient();
  const countdown = useBanCountdown();
  const wrongRecords = useWrongAttempts('polish120', taskId);
  const [message, setMessage] = useState<{ text: string; tone: Tone } | null>(null);
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [maxAttempts, setMaxAttempts] = useState(DEFAULT_MAX_ATTEMPTS);
  const [hintHtml, setHintHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'ban' | null>(null);
  const { start: startCountdown, clear: clearCountdown } = countdown;

  const applyBan = (status: Partial<BanStatus>) => {
    if (typeof status.wrongAttempts === 'number') setWrongAttempts(status.wrongAttempts);
    if (status.banPolicy) setMaxAttempts(status.banPolicy.maxWrongAttempts);
    if (status.isBanned && typeof status.remainingTime === 'number') startCountdown(status.remainingTime);
    else clearCountdown();
  };

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
    // Reload only when the task changes (applyBan and the countdown functions are stable enough).
  }, [taskId, taskKnown]);

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
    setBusy('submit');
    try {
      const result = await tasksApi.completeTask(taskId, given);
      if (result.isCorrect) {
        clearCountdown();
        setWrongAttempts(0);
        onAnswerChange('');
        // The spec's order: after a correct answer the hint comes from the refreshed progress.
        const progress = await queryClient
          .fetchQuery({ queryKey: queryKeys.progress, queryFn: tasksApi.taskProgress, staleTime: 0 })
          .catch((): TaskProgress | null => null);
        const hint = progress?.taskProgress.find((entry) => entry.taskId === taskId)?.hint ?? result.hint;
        if (onSolved) {
          onSolved({ message: result.message, hintHtml: hint });
        } else {
          setMessage({ text: result.message, tone: 'success' });
          setHintHtml(hint);
        }
        await refreshLists();
      } else {
        wrongRecords.add(given, taskId);
        setMessage({ text: result.message, tone: 'error' });
        applyBan(result);
      }
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'TASK_BANNED') applyBan(apiErrorBody<BanStatus>(error));
      if (code === 'TASK_ALREADY_COMPLETED') await refreshLists();
      setMessage({ text: apiErrorText(error), tone: code === 'TASK_ALREADY_COMPLETED' ? 'info' : 'error' });
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

  return (
    <div className="p120-answer">
      <label className="p120-field">
        <span className="p120-field__label">{TEXTS.submit.answerLabel}</span>
        <Input
          className="p120-input"
          value={answer}
          onChange={onAnswerChange}
          disabled={!taskId}
          placeholder={taskId ? TEXTS.submit.answerPlaceholder : TEXTS.submit.answerDisabledPlaceholder}
          onEnterPress={() => void submit()}
          aria-label={TEXTS.submit.answerLabel}
          maxLength={200}
          clearable
        />
      </label>
      <div className="p120-actions">
        <Button color="primary" block loading={busy === 'submit'} loadingText={TEXTS.submit.submitting} disabled={!taskId || busy !== null} onClick={() => void submit()}>
          {TEXTS.submit.submit}
        </Button>
        {showBanQuery && (
          <Button block color="primary" fill="outline" loading={busy === 'ban'} loadingText={TEXTS.submit.querying} disabled={busy !== null} onClick={() => void queryBan()}>
            {TEXTS.submit.queryBan}
          </Button>
        )}
      </div>

      {message && (
        <p className={`p120-message p120-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <AttemptsCounter used={wrongAttempts} max={maxAttempts} />
      <BanNotice remainingSeconds={countdown.remainingSeconds} />
      {hintHtml && (
        <section className="p120-hint" aria-label={TEXTS.submit.hintTitle}>
          <h3 className="p120-hint__title">{TEXTS.submit.hintTitle}</h3>
          <RichText html={hintHtml} />
        </section>
      )}
      {taskId && <WrongAttemptList records={wrongRecords.records} />}
    </div>
  );
}
