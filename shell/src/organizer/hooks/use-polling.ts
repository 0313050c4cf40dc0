import { useCallback, useEffect, useRef, useState } from 'react';

/** Loads now, again every `intervalMs` and on `reload()`; the live parts of the console use it. */
export function usePolling<T>(load: () => Promise<T>, intervalMs: number): { data: T | null; error: string | null; reload: () => Promise<void> } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(async () => {
    try {
      setData(await loadRef.current());
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '读取失败');
    }
  }, []);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), intervalMs);
    return () => clearInterval(timer);
  }, [reload, intervalMs]);
  return { data, error, reload };
}
