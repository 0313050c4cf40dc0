import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { IDEMPOTENCY_ERRORS } from '@citygames/contracts/common/idempotency.rules';
import { isApiError } from '../api-client';
import type { GameId } from '../token-store';
import { useOnline } from './online-status';
import {
  claimPendingAnswer,
  readPendingAnswers,
  releasePendingAnswer,
  removePendingAnswer,
  savePendingAnswer,
  subscribePendingAnswers,
  type PendingAnswer,
} from './pending-answer-store';

/** 'delivered': the server answered (judged or refused), forget it; 'not-sent': no answer came back, keep it and send it again. */
export type DeliveryOutcome = 'delivered' | 'not-sent';

/**
 * What a failed send means for the kept answer: without an answer (offline, a connection failure, a
 * time-out, or 409 "the first send is still running") it is kept and sent again. That is safe even when
 * the first send reached the server: the resend carries the same Idempotency-Key (idempotency-keys.ts),
 * so the server answers with the first judgement instead of counting the answer twice.
 */
export function deliveryOutcomeOf(error: unknown): DeliveryOutcome {
  if (!isApiError(error)) return 'delivered';
  if (error.kind === 'network' || error.kind === 'offline' || error.kind === 'timeout') return 'not-sent';
  return error.status === 409 && error.code === IDEMPOTENCY_ERRORS.inProgress ? 'not-sent' : 'delivered';
}

/** After a send that could not connect although the phone says online, try again this much later (or at the next online event). */
export const PENDING_RETRY_MS = 15_000;

export interface PendingAnswers {
  entries: readonly PendingAnswer[];
  /** The entry being sent now, if any. */
  sendingId: string | null;
  save: (target: string, answer: string) => PendingAnswer;
}

/**
 * The answers of one kind typed while offline: kept in localStorage (they survive a reload) and sent
 * one at a time, oldest first, by `deliver` as soon as the phone is online while a screen using this
 * hook is open. `deliver` shows the judged result as an ordinary submit would.
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
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retryNow);
    };
  }, [waitingForRetry]);

  const next = entries[0];
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

  const save = useCallback((target: string, answer: string) => savePendingAnswer(game, kind, target, answer), [game, kind]);
  return { entries, sendingId, save };
}
