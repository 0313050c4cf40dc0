import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { GUESS_BEING_JUDGED } from '@citygames/contracts/common/answer.rules';
import { IDEMPOTENCY_ERRORS } from '@citygames/contracts/common/idempotency.rules';
import { isApiError } from '../api-client';
import { isBackendUnavailable, subscribeBackendStatus } from '../pages/backend-status';
import { getToken, type GameId } from '../token-store';
import { useOnline } from './online-status';
import {
  claimPendingAnswer,
  readPendingAnswers,
  releasePendingAnswer,
  removePendingAnswer,
  savePendingAnswer,
  settlePendingTarget,
  subscribePendingAnswers,
  type PendingAnswer,
} from './pending-answer-store';
import { loggedInAccount } from './token-account';

/** 'delivered': the server gave the answer its outcome (judged or refused), forget it; 'not-sent': it did not, keep it and send it again. */
export type DeliveryOutcome = 'delivered' | 'not-sent';

/**
 * What a failed send means for the kept answer. It is kept and sent again whenever the server gave it no outcome:
 * no answer came back (offline, a dead zone, a broken connection, a time-out), the login ran out (401: sent again
 * once the same account logs in), the service was busy, down or closed by the organiser (5xx, GAME_OFFLINE: sent
 * again when it is back), 409 "the first send is still running" or "a teammate's last allowed guess is being judged". That is safe even when an earlier send reached
 * the server: the resend carries the same Idempotency-Key (idempotency-keys.ts), so the server answers with the
 * first outcome instead of counting the answer twice. Every other answer is the outcome.
 */
export function deliveryOutcomeOf(error: unknown): DeliveryOutcome {
  if (!isApiError(error)) return 'delivered';
  if (error.kind !== 'http') return 'not-sent';
  if (error.status === 401 || error.status >= 500) return 'not-sent';
  return error.status === 409 && (error.code === IDEMPOTENCY_ERRORS.inProgress || error.code === GUESS_BEING_JUDGED) ? 'not-sent' : 'delivered';
}

/**
 * After a send that could not connect although the phone says online, try again this much later, or as soon as the
 * phone is back online or another call of the page reaches the server.
 */
export const PENDING_RETRY_MS = 15_000;

/** What a kept answer waits for: being sent now, the network (or the server), or its own account to log in again. */
export type PendingStatus = 'sending' | 'saved' | 'needs-login';

export interface PendingAnswers {
  entries: readonly PendingAnswer[];
  /** The entry being sent now, if any. */
  sendingId: string | null;
  /** Keeps an answer; `account` is who typed it when the token may be gone by now (a 401 clears it). */
  save: (target: string, answer: string, account?: string) => PendingAnswer;
  /**
   * An answer to `target` sent directly got its outcome: a kept answer to it is forgotten (its key was settled, so a
   * later resend would count as a new answer).
   */
  settle: (target: string, account: string) => void;
  /** The player gives up an answer that waits (the only way one leaves the queue without an outcome). */
  discard: (id: string) => void;
  statusOf: (entry: PendingAnswer) => PendingStatus;
}

/**
 * The answers of one kind that have no outcome yet (typed offline, or sent without an answer coming back): kept
 * in localStorage (they survive a reload and a killed app) and sent one at a time, oldest first, by `deliver`
 * while a screen using this hook is open, the phone is online and the account that typed them is logged in.
 * `deliver` shows the judged result as an ordinary submit would.
 */
export function usePendingAnswers(game: GameId, kind: string, deliver: (entry: PendingAnswer) => Promise<DeliveryOutcome>): PendingAnswers {
  const online = useOnline();
  const all = useSyncExternalStore(
    subscribePendingAnswers,
    () => readPendingAnswers(game),
    () => readPendingAnswers(game),
  );
  const entries = useMemo(() => all.filter((entry) => entry.kind === kind), [all, kind]);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [waitingForRetry, setWaitingForRetry] = useState(false);
  const deliverRef = useRef(deliver);
  useEffect(() => {
    deliverRef.current = deliver;
  });

  useEffect(() => {
    if (!waitingForRetry) return;
    const timer = setTimeout(() => setWaitingForRetry(false), PENDING_RETRY_MS);
    const retryNow = () => setWaitingForRetry(false);
    window.addEventListener('online', retryNow);
    // any call of the page that reaches the server again (a dead zone left behind) sends the kept answers at once
    const stopWatching = subscribeBackendStatus(() => {
      if (!isBackendUnavailable()) retryNow();
    });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retryNow);
      stopWatching();
    };
  }, [waitingForRetry]);

  const account = loggedInAccount(getToken(game));
  const next = entries.find((entry) => entry.account === account);
  useEffect(() => {
    if (!online || !next || sendingId !== null || waitingForRetry) return;
    if (!claimPendingAnswer(next.id)) return;
    setSendingId(next.id);
    void deliverRef
      .current(next)
      .catch((): DeliveryOutcome => 'not-sent')
      .then((outcome) => {
        if (outcome === 'delivered') removePendingAnswer(game, next.id);
        else setWaitingForRetry(true);
      })
      .finally(() => {
        releasePendingAnswer(next.id);
        setSendingId(null);
      });
  }, [online, next, sendingId, waitingForRetry, game]);

  const save = useCallback(
    (target: string, answer: string, typedBy?: string) => savePendingAnswer(game, kind, target, answer, new Date(), typedBy),
    [game, kind],
  );
  const settle = useCallback((target: string, typedBy: string) => settlePendingTarget(game, kind, target, typedBy), [game, kind]);
  const discard = useCallback((id: string) => removePendingAnswer(game, id), [game]);
  const statusOf = useCallback(
    (entry: PendingAnswer): PendingStatus => (entry.id === sendingId ? 'sending' : entry.account === account ? 'saved' : 'needs-login'),
    [sendingId, account],
  );
  return { entries, sendingId, save, settle, discard, statusOf };
}
