import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goOffline, goOnline, restoreNetwork } from '../testing/network-switch';
import { OFFLINE_TEXTS } from './offline-texts';
import { OfflineNotice } from './OfflineNotice';
import { PendingAnswersList } from './PendingAnswersList';
import { pendingAnswersKey, readPendingAnswers, savePendingAnswer } from './pending-answer-store';
import { deliveryOutcomeOf, PENDING_RETRY_MS, usePendingAnswers, type DeliveryOutcome } from './use-pending-answers';
import { ApiError } from '../api-client';
import type { PendingAnswer } from './pending-answer-store';
import { clearToken, setToken } from '../token-store';
import { markBackendAvailable, markBackendUnavailable } from '../pages/backend-status';

/** A token of `account` as the browser reads it (unsigned: only the server verifies tokens). */
function tokenOf(account: string): string {
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${part({ alg: 'ES256' })}.${part({ sub: account, name: '玩家' })}.signature`;
}

beforeEach(() => {
  localStorage.clear();
  setToken('pilotsh', tokenOf('player-a'));
});
afterEach(() => {
  cleanup();
  restoreNetwork();
  vi.useRealTimers();
});

describe('OfflineNotice', () => {
  it('appears at once when the phone goes offline and leaves when it is back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_TEXTS.notice)).toBeNull();
    act(() => goOffline());
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXTS.notice);
    act(() => goOnline());
    expect(screen.queryByText(OFFLINE_TEXTS.notice)).toBeNull();
  });

  it('shows when the page opens offline', () => {
    goOffline();
    render(<OfflineNotice />);
    expect(screen.getByText(OFFLINE_TEXTS.notice)).toBeTruthy();
  });
});

describe('pending answers', () => {
  it('keeps one answer per kind and target, the latest, in localStorage', () => {
    savePendingAnswer('pilotsh', 'task', 'T1', 'a', new Date(1000));
    savePendingAnswer('pilotsh', 'task', 'T2', 'b', new Date(2000));
    savePendingAnswer('pilotsh', 'task', 'T1', 'c', new Date(3000));
    savePendingAnswer('polish120', 'task', 'T1', 'other game', new Date(4000));
    expect(readPendingAnswers('pilotsh').map((entry) => [entry.target, entry.answer])).toEqual([
      ['T2', 'b'],
      ['T1', 'c'],
    ]);
    expect(JSON.parse(localStorage.getItem(pendingAnswersKey('pilotsh')) ?? '[]')).toHaveLength(2);
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem(pendingAnswersKey('pilotsh'), '[{"id":1},"x"');
    expect(readPendingAnswers('pilotsh')).toEqual([]);
    localStorage.setItem(pendingAnswersKey('pilotsh'), '[{"id":1}]');
    expect(readPendingAnswers('pilotsh')).toEqual([]);
  });
});

function Queue({ deliver }: { deliver: (entry: PendingAnswer) => Promise<DeliveryOutcome> }) {
  const pending = usePendingAnswers('pilotsh', 'task', deliver);
  const [target] = useState('T1');
  return (
    <>
      <button type="button" onClick={() => pending.save(target, '钟声')}>
        save
      </button>
      <PendingAnswersList queue={pending} />
    </>
  );
}

describe('deliveryOutcomeOf', () => {
  it('keeps what got no answer (its resend carries the same key) and forgets what was judged or refused', () => {
    const failure = (kind: ApiError['kind'], status = 0, code?: string) => new ApiError({ kind, status, message: 'x', ...(code ? { code } : {}) });
    expect(deliveryOutcomeOf(failure('network'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure('offline'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure('timeout'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure('http', 409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure('http', 409, 'TASK_ALREADY_COMPLETED'))).toBe('delivered');
    expect(deliveryOutcomeOf(failure('http', 429, 'TASK_BANNED'))).toBe('delivered');
    expect(deliveryOutcomeOf(failure('http', 400, 'BAD_REQUEST'))).toBe('delivered');
  });

  it("keeps what the server did not judge: a login that ran out, a busy, failing or closed service, a teammate's last guess being judged", () => {
    const failure = (status: number, code?: string) => new ApiError({ kind: 'http', status, message: 'x', ...(code ? { code } : {}) });
    expect(deliveryOutcomeOf(failure(401, 'UNAUTHORIZED'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure(503, 'GAME_OFFLINE'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure(503, 'SERVICE_BUSY'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure(503, 'DB_UNAVAILABLE'))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure(502))).toBe('not-sent');
    expect(deliveryOutcomeOf(failure(409, 'GUESS_BEING_JUDGED'))).toBe('not-sent');
  });
});

describe('usePendingAnswers', () => {
  it('keeps an answer saved offline, shows it as saved, and sends it once when the network returns', async () => {
    goOffline();
    let finish: (outcome: DeliveryOutcome) => void = () => {};
    const deliver = vi.fn((_entry: PendingAnswer) => new Promise<DeliveryOutcome>((resolve) => (finish = resolve)));
    render(<Queue deliver={deliver} />);
    act(() => screen.getByText('save').click());
    expect(screen.getByText(`T1：钟声 —— ${OFFLINE_TEXTS.saved}`)).toBeTruthy();
    expect(deliver).not.toHaveBeenCalled();

    act(() => goOnline());
    expect(await screen.findByText(`T1：钟声 —— ${OFFLINE_TEXTS.sending}`)).toBeTruthy();
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0]?.[0]).toMatchObject({ target: 'T1', answer: '钟声' });
    await act(async () => finish('delivered'));
    expect(screen.queryByText(/钟声/)).toBeNull();
    expect(readPendingAnswers('pilotsh')).toEqual([]);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('sends what a reload found in storage as soon as the screen opens online', async () => {
    savePendingAnswer('pilotsh', 'task', 'T9', '旧答案');
    const deliver = vi.fn(async (): Promise<DeliveryOutcome> => 'delivered');
    render(<Queue deliver={deliver} />);
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(readPendingAnswers('pilotsh')).toEqual([]));
  });

  it('keeps an answer that did not reach the server and tries again later, not in a loop', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    savePendingAnswer('pilotsh', 'task', 'T1', '钟声');
    const outcomes: DeliveryOutcome[] = ['not-sent', 'delivered'];
    const deliver = vi.fn(async (): Promise<DeliveryOutcome> => outcomes.shift() ?? 'delivered');
    render(<Queue deliver={deliver} />);
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(`T1：钟声 —— ${OFFLINE_TEXTS.saved}`)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_RETRY_MS - 1000);
    });
    expect(deliver).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(readPendingAnswers('pilotsh')).toEqual([]));
  });

  it('sends a kept answer at once when another call of the page reaches the server again (a dead zone left behind)', async () => {
    markBackendUnavailable();
    savePendingAnswer('pilotsh', 'task', 'T1', '钟声');
    const outcomes: DeliveryOutcome[] = ['not-sent', 'delivered'];
    const deliver = vi.fn(async (): Promise<DeliveryOutcome> => outcomes.shift() ?? 'delivered');
    render(<Queue deliver={deliver} />);
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(`T1：钟声 —— ${OFFLINE_TEXTS.saved}`)).toBeTruthy();
    act(() => markBackendAvailable());
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(readPendingAnswers('pilotsh')).toEqual([]));
  });

  it('sends each answer once even when two screens show the same queue', async () => {
    savePendingAnswer('pilotsh', 'task', 'T1', '钟声');
    let finish: (outcome: DeliveryOutcome) => void = () => {};
    const deliver = vi.fn(() => new Promise<DeliveryOutcome>((resolve) => (finish = resolve)));
    render(
      <>
        <Queue deliver={deliver} />
        <Queue deliver={deliver} />
      </>,
    );
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    await act(async () => finish('delivered'));
    await vi.waitFor(() => expect(readPendingAnswers('pilotsh')).toEqual([]));
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});

describe('an answer kept for its account', () => {
  it('waits while another account or nobody is logged in, says so, and is sent once its own account logs in again', async () => {
    savePendingAnswer('pilotsh', 'task', 'T1', '钟声');
    clearToken('pilotsh');
    const deliver = vi.fn(async (): Promise<DeliveryOutcome> => 'delivered');
    const { rerender } = render(<Queue deliver={deliver} />);
    expect(await screen.findByText(`T1：钟声 —— ${OFFLINE_TEXTS.needsLogin}`)).toBeTruthy();
    setToken('pilotsh', tokenOf('player-b'));
    rerender(<Queue deliver={deliver} />);
    expect(screen.getByText(`T1：钟声 —— ${OFFLINE_TEXTS.needsLogin}`)).toBeTruthy();
    expect(deliver).not.toHaveBeenCalled();

    setToken('pilotsh', tokenOf('player-a'));
    rerender(<Queue deliver={deliver} />);
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(readPendingAnswers('pilotsh')).toEqual([]));
  });

  it('leaves the queue without an outcome only when the player discards it', async () => {
    goOffline();
    render(<Queue deliver={async () => 'delivered'} />);
    act(() => screen.getByText('save').click());
    act(() => screen.getByRole('button', { name: OFFLINE_TEXTS.discardLabel('T1：钟声') }).click());
    expect(readPendingAnswers('pilotsh')).toEqual([]);
    expect(screen.queryByText(/钟声/)).toBeNull();
  });
});
