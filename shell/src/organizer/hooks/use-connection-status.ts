import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectionStatus, onConnectionStatus } from '../api/connection-status';

/** After this long without an answer the console calls its numbers stale (its panels poll every 3–10 s). */
export const STALE_AFTER_MS = 20_000;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's network state, the server's last answer, and whether the shown numbers are stale now. */
export function useConnectionStatus() {
  const status = useSyncExternalStore(onConnectionStatus, connectionStatus);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const stale = status.lastAnswerAt !== null && now - status.lastAnswerAt > STALE_AFTER_MS;
  return { offline: !online || status.unreachable, stale, lastAnswerAt: status.lastAnswerAt };
}
