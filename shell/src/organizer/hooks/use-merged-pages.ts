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

interface Entry {
  at: string;
  id: string;
  /** A position the source delivers by (the activity feed): the source's own order, whatever the times say. */
  position?: number;
}

const newestFirst = (a: Entry, b: Entry) =>
  a.position !== undefined && b.position !== undefined ? b.position - a.position : b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

/**
 * The sources' entries as one list, newest first: each source's entries keep that source's own order (its positions,
 * which a clock running backwards cannot change); sources are interleaved by time, the newest head first.
 */
export function mergeNewestFirst<T extends Entry>(entries: readonly Merged<T>[]): Merged<T>[] {
  const bySource = new Map<string, Merged<T>[]>();
  for (const entry of entries) bySource.set(entry.source, [...(bySource.get(entry.source) ?? []), entry]);
  const queues = [...bySource.values()].map((list) => list.sort(newestFirst));
  const merged: Merged<T>[] = [];
  for (;;) {
    let pick: Merged<T>[] | undefined;
    for (const queue of queues) if (queue.length > 0 && (!pick || queue[0]!.at > pick[0]!.at)) pick = queue;
    if (!pick) return merged;
    merged.push(pick.shift()!);
  }
}

/**
 * One source's share of a poll: what it recorded after its newest entry, or its first page when it has none yet.
 * False when the source did not answer. Nothing is kept once `isCurrent` says the list started again meanwhile.
 */
async function pollSource<T extends Entry>(
  source: PageSource<T>,
  cursors: Map<string, SourceCursor>,
  isCurrent: () => boolean,
  merge: (fresh: T[]) => void,
): Promise<boolean> {
  const cursor = cursors.get(source.id);
  try {
    if (cursor?.newest && source.newer) {
      const fresh = await source.newer(cursor.newest);
      if (!isCurrent()) return true;
      if (fresh[0]) cursor.newest = fresh[0].id;
      merge(fresh);
      return true;
    }
    const page = await source.older();
    if (!isCurrent()) return true;
    cursors.set(source.id, { newest: page.items[0]?.id ?? cursor?.newest ?? null, older: cursor ? cursor.older : page.older });
    merge(page.items);
    return true;
  } catch {
    return false;
  }
}

/**
 * Several services' lists shown as one, newest first: the first page of each, then every
 * `intervalMs` what each recorded since (`newer`, or its first page again), and older pages of
 * every source on demand. A source that does not answer is listed in `failed`; the others still show.
 * Everything starts again when `resetKey` changes (another filter).
 */
export function useMergedPages<T extends Entry>(sources: readonly PageSource<T>[], resetKey: string, intervalMs: number) {
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
      return mergeNewestFirst([...byKey.values()]);
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
        const answered = await pollSource(
          source,
          cursors.current,
          () => run === generation.current,
          (fresh) => merge(run, source.id, fresh),
        );
        if (!answered) failures.push(source.id);
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
