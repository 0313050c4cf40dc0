import { useCallback, useEffect, useRef, useState } from 'react';

/** One service's paged list: `older` pages back from a cursor (none: the newest page); `newer` polls after one. */
export interface PageSource<T> {
  id: string;
  older: (before?: string) => Promise<{ items: T[]; older: string | null }>;
  newer?: (after: string) => Promise<T[]>;
}

export type Merged<T> = T & { source: string };

interface SourceCursor {
  /** The newest id seen, where the next poll continues; null when the source had nothing yet. */
  newest: string | null;
  /** Where the next older page starts; null once the first entry is loaded. */
  older: string | null;
}

const newestFirst = (a: { at: string; id: string }, b: { at: string; id: string }) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

/**
 * Several services' lists shown as one, newest first: the first page of each, then every
 * `intervalMs` what each recorded since (`newer`, or its first page again), and older pages of
 * every source on demand. A source that does not answer is listed in `failed`; the others still show.
 * Everything starts again when `resetKey` changes (another filter).
 */
export function useMergedPages<T extends { id: string; at: string }>(sources: readonly PageSource<T>[], resetKey: string, intervalMs: number) {
  const [items, setItems] = useState<Merged<T>[]>([]);
  const [failed, setFailed] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const cursors = useRef(new Map<string, SourceCursor>());
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;
  const generation = useRef(0);

  const merge = useCallback((run: number, source: string, fresh: T[]) => {
    if (run !== generation.current || fresh.length === 0) return;
    setItems((current) => {
      const byKey = new Map(current.map((entry) => [`${entry.source}:${entry.id}`, entry]));
      for (const entry of fresh) byKey.set(`${source}:${entry.id}`, { ...entry, source });
      return [...byKey.values()].sort(newestFirst);
    });
  }, []);

  const settle = useCallback((run: number) => {
    if (run !== generation.current) return;
    setHasOlder([...cursors.current.values()].some((cursor) => cursor.older !== null));
  }, []);

  const poll = useCallback(async () => {
    const run = generation.current;
    const failures: string[] = [];
    await Promise.all(
      sourcesRef.current.map(async (source) => {
        const cursor = cursors.current.get(source.id);
        try {
          if (cursor?.newest && source.newer) {
            const fresh = await source.newer(cursor.newest);
            if (run !== generation.current) return;
            if (fresh[0]) cursor.newest = fresh[0].id;
            merge(run, source.id, fresh);
            return;
          }
          const page = await source.older();
          if (run !== generation.current) return;
          cursors.current.set(source.id, { newest: page.items[0]?.id ?? cursor?.newest ?? null, older: cursor ? cursor.older : page.older });
          merge(run, source.id, page.items);
        } catch {
          failures.push(source.id);
        }
      }),
    );
    if (run !== generation.current) return;
    setFailed(failures);
    setLoaded(true);
    settle(run);
  }, [merge, settle]);

  const loadOlder = useCallback(async () => {
    const run = generation.current;
    setLoadingOlder(true);
    await Promise.all(
      sourcesRef.current.map(async (source) => {
        const cursor = cursors.current.get(source.id);
        if (!cursor?.older) return;
        try {
          const page = await source.older(cursor.older);
          if (run !== generation.current) return;
          cursor.older = page.older;
          merge(run, source.id, page.items);
        } catch {
          // the next press asks again from the same cursor
        }
      }),
    );
    settle(run);
    setLoadingOlder(false);
  }, [merge, settle]);

  useEffect(() => {
    generation.current += 1;
    cursors.current = new Map();
    setItems([]);
    setFailed([]);
    setLoaded(false);
    setHasOlder(false);
    void poll();
    const timer = setInterval(() => void poll(), intervalMs);
    return () => clearInterval(timer);
  }, [resetKey, intervalMs, poll]);

  return { items, failed, loaded, hasOlder, loadingOlder, loadOlder };
}
