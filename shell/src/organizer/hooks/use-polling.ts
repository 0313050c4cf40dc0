import { useCallback, useEffect, useRef, useState } from 'react';

interface Polled<T> {
  source: string;
  data: T | null;
  error: string | null;
}

/**
 * Loads now, again every `intervalMs` and on `reload()`; the live parts of the console use it. `source` names what is
 * loaded (a game): when it changes, the answer of the former one is never shown (not even one that arrives late) and the
 * new one is read at once.
 */
export function usePolling<T>(load: () => Promise<T>, intervalMs: number, source = ''): { data: T | null; error: string | null; reload: () => Promise<void> } {
  const [polled, setPolled] = useState<Polled<T>>({ source, data: null, error: null });
  const loadRef = useRef({ load, source });
  loadRef.current = { load, source };
  const reload = useCallback(async () => {
    const { load: current, source: asked } = loadRef.current;
    try {
      const data = await current();
      if (loadRef.current.source === asked) setPolled({ source: asked, data, error: null });
    } catch (failure) {
      const error = failure instanceof Error ? failure.message : '读取失败';
      if (loadRef.current.source === asked) setPolled((before) => ({ source: asked, data: before.source === asked ? before.data : null, error }));
    }
  }, []);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), intervalMs);
    return () => clearInterval(timer);
  }, [reload, intervalMs, source]);
  const current = polled.source === source;
  return { data: current ? polled.data : null, error: current ? polled.error : null, reload };
}
