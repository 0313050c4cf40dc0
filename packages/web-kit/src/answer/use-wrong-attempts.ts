import { useCallback, useEffect, useState } from 'react';
import type { GameId } from '../token-store';
import { readWrongAttempts, recordWrongAttempt, type WrongAttemptRecord } from './wrong-attempt-store';

/** The local wrong-attempt record of the selected task (empty when none is selected) and a way to add to it. */
export function useWrongAttempts(game: GameId, taskId: string | null | undefined) {
  const [records, setRecords] = useState<WrongAttemptRecord[]>(() => (taskId ? readWrongAttempts(game, taskId) : []));

  useEffect(() => {
    setRecords(taskId ? readWrongAttempts(game, taskId) : []);
  }, [game, taskId]);

  const add = useCallback(
    (answer: string, forTaskId: string = taskId ?? '') => {
      if (!forTaskId) return;
      const next = recordWrongAttempt(game, forTaskId, answer);
      if (forTaskId === taskId) setRecords(next);
    },
    [game, taskId],
  );

  return { records, add };
}
