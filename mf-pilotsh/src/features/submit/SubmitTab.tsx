import { Button } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AttemptsCounter } from '@citygames/web-kit/answer/AttemptsCounter';
import { BanNotice } from '@citygames/web-kit/answer/BanNotice';
import { useBanCountdown } from '@citygames/web-kit/answer/use-ban-countdown';
import { useWrongAttempts } from '@citygames/web-kit/answer/use-wrong-attempts';
import { WrongAttemptList } from '@citygames/web-kit/answer/WrongAttemptList';
import { isApiError } from '@citygames/web-kit/api-client';
import { getToken } from '@citygames/web-kit/token-store';
import { fetchBanStatus, fetchCurrentArea, fetchProgress, queryKeys, submitAnswer, type AnswerResult } from '../../api/pilotsh-api';
import { TEXTS } from '../../texts';
import { LOGIN_PATH } from '../../paths';
import { errorBody, errorCode, isNoTeam, messageOf } from '../../shared/api-errors';
import { NoTeamNotice } from '../../shared/NoTeamNotice';
import { QueryState } from '../../shared/QueryState';
import { readSavedSelection, writeSavedSelection } from './saved-selection';

const T = TEXTS.submit;

/** How often the tab asks where the team stands and which tasks are open. */
export const PROGRESS_POLL_MS = 10_000;

type Feedback = { kind: 'success' | 'error' | 'info'; text: string } | null;

/** The submit tab: current area, the team's open tasks here, answer, ban status, local wrong answers. */
export function SubmitTab() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const area = useQuery({ queryKey: queryKeys.currentArea, queryFn: fetchCurrentArea, retry: false, refetchOnMount: 'always' });
  // Polled, so a member's tab follows the team when the leader moves it.
  const progress = useQuery({ queryKey: queryKeys.progress, queryFn: fetchProgress, retry: false, refetchOnMount: 'always', refetchInterval: PROGRESS_POLL_MS });
  const teamAreaSeq = progress.data?.currentAreaSeq;
  const areaIsCurrent = area.data !== undefined && (teamAreaSeq === undefined || area.data.seq === teamAreaSeq);
  const refetchArea = area.refetch;
  // The team stands somewhere else than the area shown: fetch the new one (never show the old name above the new tasks).
  useEffect(() => {
    if (teamAreaSeq !== undefined && area.data && area.data.seq !== teamAreaSeq) void refetchArea();
  }, [teamAreaSeq, area.data, refetchArea]);

  const available = useMemo(() => {
    const data = progress.data;
    if (!data) return [];
    return data.taskProgress.filter((task) => task.areaSeq === data.currentAreaSeq && !task.completed);
  }, [progress.data]);
  const maxAttempts = progress.data?.banPolicy.maxWrongAttempts ?? 5;

  const [taskId, setTaskId] = useState('');
  const [answer, setAnswer] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [banMessage, setBanMessage] = useState<string | undefined>();
  const countdown = useBanCountdown(() => {
    setBanMessage(undefined);
    setWrongAttempts(0);
  });
  const wrongRecord = useWrongAttempts('pilotsh', taskId || null);
  const selectedTask = available.find((task) => task.taskId === taskId);

  // Restore the selection saved when the player last left this tab, if that task is still open.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !progress.data) return;
    restored.current = true;
    const saved = readSavedSelection();
    if (saved && available.some((task) => task.taskId === saved.id)) {
      setTaskId(saved.id);
      setAnswer(saved.answer);
    }
  }, [progress.data, available]);

  // A selected task that is no longer open here (the team moved, a teammate solved it) is dropped.
  useEffect(() => {
    if (restored.current && taskId && progress.data && !available.some((task) => task.taskId === taskId)) {
      setTaskId('');
      setAnswer('');
    }
  }, [available, progress.data, taskId]);

  // Save it when the player leaves the tab (the tab unmounts).
  const latest = useRef({ taskId, answer, name: selectedTask?.name ?? '' });
  latest.current = { taskId, answer, name: selectedTask?.name ?? '' };
  useEffect(
    () => () => {
      const { taskId: id, answer: text, name } = latest.current;
      if (restored.current) writeSavedSelection(id ? { task: name, id, answer: text } : null);
    },
    [],
  );

  const showBan = useCallback(
    (remainingTime: number, message: string) => {
      if (remainingTime > 0) {
        countdown.start(remainingTime);
        setBanMessage(message);
      } else {
        countdown.clear();
        setBanMessage(undefined);
      }
    },
    [countdown],
  );

  // The server's ban state of the selected task, so a reload keeps attempts and countdown true.
  useEffect(() => {
    countdown.clear();
    setBanMessage(undefined);
    setWrongAttempts(0);
    if (!taskId) return;
    let current = true;
    fetchBanStatus(taskId)
      .then((status) => {
        if (!current) return;
        setWrongAttempts(status.wrongAttempts);
        showBan(status.isBanned ? status.remainingTime : 0, status.message);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [taskId]);

  const submit = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => submitAnswer(id, text),
    onSuccess: (result: AnswerResult, { text }) => {
      if (result.isCorrect) {
        setFeedback({ kind: 'success', text: result.message });
        setAnswer('');
        setTaskId('');
        writeSavedSelection(null);
      } else {
        wrongRecord.add(text);
        setWrongAttempts(result.wrongAttempts);
        // at the ban the notice with the countdown carries the message
        setFeedback(result.isBanned ? null : { kind: 'error', text: result.message });
        showBan(result.isBanned ? result.remainingTime : 0, result.message);
      }
    },
    onError: (error: unknown) => {
      if (isApiError(error) && error.status === 401) {
        setFeedback({ kind: 'error', text: T.loginExpired });
        return;
      }
      const code = errorCode(error);
      if (code === 'TASK_BANNED') {
        const body = errorBody(error);
        setWrongAttempts(typeof body.wrongAttempts === 'number' ? body.wrongAttempts : maxAttempts);
        showBan(typeof body.remainingTime === 'number' ? body.remainingTime : 0, messageOf(error, ''));
        setFeedback(null);
        return;
      }
      if (code === 'TASK_ALREADY_COMPLETED') {
        setTaskId('');
        setAnswer('');
        writeSavedSelection(null);
        setFeedback({ kind: 'info', text: messageOf(error, '') });
        return;
      }
      setFeedback({ kind: 'error', text: messageOf(error, TEXTS.common.requestFailed) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.progress });
    },
  });

  const banQuery = useMutation({
    mutationFn: (id: string) => fetchBanStatus(id),
    onSuccess: (status) => {
      setWrongAttempts(status.wrongAttempts);
      showBan(status.isBanned ? status.remainingTime : 0, status.message);
      setFeedback(status.isBanned ? null : { kind: 'info', text: status.message });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) return;
      setFeedback({ kind: 'error', text: T.banQueryFailed });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!getToken('pilotsh')) {
      setFeedback({ kind: 'error', text: T.notLoggedIn });
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    if (!taskId) return setFeedback({ kind: 'error', text: T.selectTaskFirst });
    if (!answer.trim()) return setFeedback({ kind: 'error', text: T.enterAnswer });
    setFeedback(null);
    submit.mutate({ id: taskId, text: answer });
  }

  function onCheckBan() {
    if (!taskId) return setFeedback({ kind: 'error', text: T.selectTaskFirst });
    if (!selectedTask) return setFeedback({ kind: 'error', text: T.taskInfoNotFound });
    banQuery.mutate(taskId);
  }

  if (isNoTeam(area.error) || isNoTeam(progress.error)) return <NoTeamNotice error={area.error ?? progress.error} />;

  return (
    <div className="ps-tab ps-submit">
      <section className="ps-section" aria-label={T.currentArea}>
        <p className="ps-eyebrow">{T.currentArea}</p>
        {area.isPending || (area.data && !areaIsCurrent) ? (
          <p className="ps-muted">{TEXTS.common.loading}</p>
        ) : area.data ? (
          <>
            <h2 className="ps-area-name">{area.data.name}</h2>
            <p className="ps-section__text">{area.data.description}</p>
          </>
        ) : (
          <p className="ps-muted">{T.currentAreaMissing}</p>
        )}
      </section>

      <section className="ps-section">
        {/* A failed refetch (a poll while offline, the 401 right after a submit) keeps the last list on screen. */}
        <QueryState isPending={progress.isPending} error={progress.data ? null : progress.error} onRetry={() => void progress.refetch()}>
          {available.length === 0 ? (
            <p className="ps-muted ps-center">{T.noTasks}</p>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <label className="ps-field">
                <span className="ps-field__label">{T.taskLabel}</span>
                <select className="ps-select" value={taskId} onChange={(event) => { setTaskId(event.target.value); setFeedback(null); }} aria-label={T.taskLabel}>
                  <option value="">{T.taskPlaceholder}</option>
                  {available.map((task) => (
                    <option key={task.taskId} value={task.taskId}>
                      {task.taskId} · {task.name}
                    </option>
                  ))}
                </select>
              </label>
              {selectedTask?.description && <p className="ps-section__text ps-task-description">{selectedTask.description}</p>}
              <label className="ps-field">
                <span className="ps-field__label">{T.answerLabel}</span>
                <input
                  className="ps-input"
                  value={answer}
                  onChange={(event) => setAnswer(event.target.value)}
                  disabled={!taskId}
                  placeholder={T.answerPlaceholder}
                  aria-label={T.answerLabel}
                  maxLength={200}
                  required
                  autoComplete="off"
                />
              </label>
              <div className="ps-actions">
                <Button type="submit" color="primary" loading={submit.isPending} disabled={countdown.isBanned}>
                  {T.submit}
                </Button>
                <Button type="button" onClick={onCheckBan} loading={banQuery.isPending}>
                  {T.checkBan}
                </Button>
              </div>
            </form>
          )}
        </QueryState>

        {feedback && (
          <div className={`ps-notice ps-notice--${feedback.kind}`} role={feedback.kind === 'error' ? 'alert' : 'status'}>
            <p className="ps-notice__text">{feedback.text}</p>
          </div>
        )}
        <AttemptsCounter used={wrongAttempts} max={maxAttempts} />
        <BanNotice remainingSeconds={countdown.remainingSeconds} message={banMessage} />
        {taskId && <WrongAttemptList records={wrongRecord.records} title={T.wrongListTitle} />}
      </section>
    </div>
  );
}
