/**
 * Whether the backend looks unavailable (a call timed out or could not connect).
 * The shell and every remote bundle their own copy of this module, so the state lives on
 * `globalThis` and changes travel as a window event: the banner of the shell sees what a
 * remote's API client reported.
 */
const STATE_KEY = '__citygamesBackendUnavailable';
const FAILURES_KEY = '__citygamesBackendFailures';
const EVENT_NAME = 'citygames:backend-status';

type GlobalWithStatus = typeof globalThis & { [STATE_KEY]?: boolean; [FAILURES_KEY]?: number };

export function isBackendUnavailable(): boolean {
  return (globalThis as GlobalWithStatus)[STATE_KEY] === true;
}

/**
 * The number of the latest failed call while the backend is unavailable, 0 while it answers.
 * Every failure gets a new number, so a banner dismissed for one failure shows again for the next
 * (a second login that cannot connect), not only after the backend came back in between.
 */
export function currentBackendFailure(): number {
  return isBackendUnavailable() ? ((globalThis as GlobalWithStatus)[FAILURES_KEY] ?? 0) : 0;
}

function announce(unavailable: boolean): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENT_NAME, { detail: { unavailable } }));
}

export function markBackendUnavailable(): void {
  const status = globalThis as GlobalWithStatus;
  status[STATE_KEY] = true;
  status[FAILURES_KEY] = (status[FAILURES_KEY] ?? 0) + 1;
  announce(true);
}

export function markBackendAvailable(): void {
  const changed = isBackendUnavailable();
  (globalThis as GlobalWithStatus)[STATE_KEY] = false;
  if (changed) announce(false);
}

export function subscribeBackendStatus(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(EVENT_NAME, listener);
  return () => window.removeEventListener(EVENT_NAME, listener);
}
