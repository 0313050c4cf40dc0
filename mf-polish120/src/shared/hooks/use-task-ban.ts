import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { useBanReads } from '@citygames/web-kit/answer/use-ban-reads';
import { queryKeys } from '../../query-keys';
import { tasksApi } from '../api/tasks-api';

/**
 * The wrong-answer counter n/max and the ban countdown of the selected task: read from the server when the task
 * changes, while a ban is shown, when the page shows again and when the ban's end passes (useBanReads), so the
 * organiser's lift shows without a tap; updated by every judged answer (`apply`), and asked for on request (`ask`).
 */
export function useTaskBan(taskId: string | null, taskKnown: boolean) {
  const { countdown, status, readAt, supersedeReads } = useBanReads({
    queryKey: queryKeys.banStatus(taskId ?? ''),
    read: () => tasksApi.banStatus(taskId ?? ''),
    enabled: taskId !== null && taskKnown,
  });
  const { start: startCountdown, clear: clearCountdown } = countdown;
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [maxAttempts, setMaxAttempts] = useState(DEFAULT_BAN_POLICY.maxWrongAttempts);

  const show = useCallback(
    (shown: Partial<BanStatusResponse>) => {
      if (typeof shown.wrongAttempts === 'number') setWrongAttempts(shown.wrongAttempts);
      if (shown.banPolicy) setMaxAttempts(shown.banPolicy.maxWrongAttempts);
      if (shown.isBanned && typeof shown.remainingTime === 'number') startCountdown(shown.remainingTime);
      else clearCountdown();
    },
    [startCountdown, clearCountdown],
  );
  // A judged answer is newer than a read still on its way, which is dropped.
  const apply = useCallback(
    (judged: Partial<BanStatusResponse>) => {
      supersedeReads();
      show(judged);
    },
    [supersedeReads, show],
  );

  const reset = useCallback(() => {
    setWrongAttempts(0);
    clearCountdown();
  }, [clearCountdown]);

  // declared before the read below: a task selected anew starts at 0, then shows its read (a failed one leaves 0)
  useEffect(() => reset(), [taskId, reset]);
  useEffect(() => {
    if (status) show(status);
  }, [status, readAt, show]);

  const asked = useMutation({ mutationFn: (id: string) => tasksApi.banStatus(id), onSuccess: apply });

  return {
    wrongAttempts,
    maxAttempts,
    remainingSeconds: countdown.remainingSeconds,
    apply,
    reset,
    ask: asked.mutateAsync,
    isAsking: asked.isPending,
  };
}
