import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { useBanCountdown } from '@citygames/web-kit/answer/use-ban-countdown';
import { queryKeys } from '../../query-keys';
import { tasksApi } from '../api/tasks-api';

/**
 * The wrong-answer counter n/max and the ban countdown of the selected task: loaded quietly when the task
 * changes, updated by every judged answer (`apply`), and asked for on request (`ask`).
 */
export function useTaskBan(taskId: string | null, taskKnown: boolean) {
  const countdown = useBanCountdown();
  const { start: startCountdown, clear: clearCountdown } = countdown;
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [maxAttempts, setMaxAttempts] = useState(DEFAULT_BAN_POLICY.maxWrongAttempts);
  // A judged answer is newer than the status loaded at selection, which may arrive after it.
  const answeredSinceSelection = useRef(false);

  const show = useCallback(
    (status: Partial<BanStatusResponse>) => {
      if (typeof status.wrongAttempts === 'number') setWrongAttempts(status.wrongAttempts);
      if (status.banPolicy) setMaxAttempts(status.banPolicy.maxWrongAttempts);
      if (status.isBanned && typeof status.remainingTime === 'number') startCountdown(status.remainingTime);
      else clearCountdown();
    },
    [startCountdown, clearCountdown],
  );
  const apply = useCallback(
    (status: Partial<BanStatusResponse>) => {
      answeredSinceSelection.current = true;
      show(status);
    },
    [show],
  );

  const reset = useCallback(() => {
    setWrongAttempts(0);
    clearCountdown();
  }, [clearCountdown]);

  // The status of the task just selected; a failed load leaves the counter at 0 (the next answer tells the truth).
  const loaded = useQuery({
    queryKey: queryKeys.banStatus(taskId ?? ''),
    queryFn: () => tasksApi.banStatus(taskId ?? ''),
    enabled: taskId !== null && taskKnown,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    answeredSinceSelection.current = false;
    reset();
  }, [taskId, reset]);
  useEffect(() => {
    if (loaded.data && !answeredSinceSelection.current) show(loaded.data);
  }, [loaded.data, show]);

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
