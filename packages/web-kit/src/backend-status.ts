/**
 * Whether the backend looks unavailable (a call timed out or could not connect).
 * The shell and every remote bundle their own copy of this module, so the state lives on
 * `globalThis` and changes travel as a window event: the banner of the shell sees what a
 * remote's API client reported.
 */
const STATE_KEY = '__citygamesBackendUnavailable';
const EVENT_NAME = 'citygames:backend-status';

type GlobalWithStatus = typeof globalThis & { [STATE_KEY]?: boolean };

export function isBackendUnavailable(): boolean {
  return (globalThis as GlobalWithStatus)[STATE_KEY] === true;
}

function setStatus(unavailable: boolean): void {
  const current = isBackendUnavailable();
  (globalThis as GlobalWithStatus)[STATE_KEY] = unavailable;
  if (current !== unavailable && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(EVENT_NAME, { detail: { unavailable } }));
  }
}

export function markBackendUnavailable(): void {
  setStatus(true);
}

export function markBackendAvailable(): void {
  setStatus(false);
}

export function subscribeBackendStatus(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(EVENT_NAME, listener);
  return () => window.removeEventListener(EVENT_NAME, listener);
}
