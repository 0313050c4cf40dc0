import { useCallback, useEffect, useState } from 'react';
import { useBanCountdown } from '@citygames/web-kit/answer/use-ban-countdown';
import type { GuessLimit } from '@citygames/contracts/common/answer.schema';
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { apiErrorBody, apiErrorCode, apiErrorText } from '../../../shared/api-error-text';

/** What a judged X-area guess (or its 429) tells about the limit. */
export interface GuessOutcome {
  isBanned?: boolean;
  remainingTime?: number;
  wrongAttempts?: number;
  message?: string;
}

export interface GuessLimitView {
  banned: boolean;
  remainingSeconds: number;
  message: string | undefined;
  wrongAttempts: number;
  maxWrongAttempts: number;
  /** Feed it every judged answer of the current stage. */
  report: (outcome: GuessOutcome) => void;
  /** Feed it a failed call; true when it was the 429 of a running ban (then it is shown). */
  reportError: (error: unknown) => boolean;
}

/**
 * The ban state of the stage a team is guessing at, as the server reports it (GET /x-area on load and at every
 * read, every judged answer, every 429): wrong attempts n/max and the same countdown as a task's ban. `readAt` is
 * when GET /x-area last answered: every answer counts, even one equal to an earlier read (a ban set by a guess and
 * lifted by the organiser between two reads reads the same as before the ban, and must still clear the countdown).
 */
export function useGuessLimit(limit: GuessLimit | null | undefined, readAt: number, onBanOver: () => void): GuessLimitView {
  const countdown = useBanCountdown(onBanOver);
  const { start, clear } = countdown;
  const [message, setMessage] = useState<string | undefined>();
  const [wrongAttempts, setWrongAttempts] = useState(0);

  const report = useCallback(
    (outcome: GuessOutcome) => {
      if (outcome.wrongAttempts !== undefined) setWrongAttempts(outcome.wrongAttempts);
      if (outcome.isBanned && (outcome.remainingTime ?? 0) > 0) {
        start(outcome.remainingTime ?? 0);
        setMessage(outcome.message);
      } else if (outcome.isBanned === false) {
        clear();
        setMessage(undefined);
      }
    },
    [start, clear],
  );

  useEffect(() => {
    if (limit) report(limit);
  }, [limit, readAt, report]);

  const reportError = useCallback(
    (error: unknown) => {
      if (apiErrorCode(error) !== 'GUESS_BANNED') return false;
      report({ ...apiErrorBody<GuessOutcome>(error), isBanned: true, message: apiErrorText(error) });
      return true;
    },
    [report],
  );

  return {
    banned: countdown.isBanned,
    remainingSeconds: countdown.remainingSeconds,
    message,
    wrongAttempts,
    maxWrongAttempts: limit?.banPolicy.maxWrongAttempts ?? DEFAULT_BAN_POLICY.maxWrongAttempts,
    report,
    reportError,
  };
}
