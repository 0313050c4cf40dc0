import { useCallback, useEffect, useState } from 'react';
import { useBanCountdown } from '@citygames/web-kit/answer/use-ban-countdown';
import { fetchBanStatus } from '../api/submit-api';

/**
 * The wrong-answer count and ban of the selected task. The server's state is read whenever a task is
 * selected, so a reload keeps the attempts and the countdown true.
 */
export function useBanState(taskId: string) {
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [banMessage, setBanMessage] = useState<string | undefined>();
  const countdown = useBanCountdown(() => {
    setBanMessage(undefined);
    setWrongAttempts(0);
  });
  const { start, clear } = countdown;

  const showBan = useCallback(
    (remainingTime: number, message: string) => {
      if (remainingTime > 0) {
        start(remainingTime);
        setBanMessage(message);
      } else {
        clear();
        setBanMessage(undefined);
      }
    },
    [start, clear],
  );

  useEffect(() => {
    clear();
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
  }, [taskId, clear, showBan]);

  return { wrongAttempts, setWrongAttempts, banMessage, countdown, showBan };
}

export type BanState = ReturnType<typeof useBanState>;
