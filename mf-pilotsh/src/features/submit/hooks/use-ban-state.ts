import { useCallback, useEffect, useState } from 'react';
import { useBanReads } from '@citygames/web-kit/answer/use-ban-reads';
import { queryKeys } from '../../../query-keys';
import { fetchBanStatus } from '../api/submit-api';

/**
 * The wrong-answer count and ban of the selected task. The server's state is read when a task is selected, while a
 * ban is shown, when the page shows again and when the ban's end passes (useBanReads), so a reload, a teammate's ban
 * and the organiser's lift all show without a tap. A judged answer and 查询封禁状态 show theirs through `showBan`.
 */
export function useBanState(taskId: string) {
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [banMessage, setBanMessage] = useState<string | undefined>();
  const { countdown, status, readAt, supersedeReads } = useBanReads({
    queryKey: queryKeys.banStatus(taskId),
    read: () => fetchBanStatus(taskId),
    enabled: taskId !== '',
  });
  const { start, clear } = countdown;

  const show = useCallback(
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
  const showBan = useCallback(
    (remainingTime: number, message: string) => {
      supersedeReads();
      show(remainingTime, message);
    },
    [supersedeReads, show],
  );

  // declared before the read below: a task selected anew starts blank, then shows its read
  useEffect(() => {
    clear();
    setBanMessage(undefined);
    setWrongAttempts(0);
  }, [taskId, clear]);
  useEffect(() => {
    if (!status) return;
    setWrongAttempts(status.wrongAttempts);
    show(status.isBanned ? status.remainingTime : 0, status.message);
  }, [status, readAt, show]);

  return { wrongAttempts, setWrongAttempts, banMessage, countdown, showBan };
}

export type BanState = ReturnType<typeof useBanState>;
