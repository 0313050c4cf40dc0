/**
 * What a process remembers of the database beyond a single request (which players it has already
 * written, the content version it read) is only true of the database it read it from. When that
 * database may have changed underneath (it came back after an outage, possibly restored from a
 * snapshot a few seconds old, or a test emptied it), every such memory is dropped at once.
 */
const listeners = new Set<() => void>();

/** Registers a memory to drop; returns the function that unregisters it. */
export function onDatabaseReset(forget: () => void): () => void {
  listeners.add(forget);
  return () => listeners.delete(forget);
}

/** The database may hold other data than before: every registered memory is dropped. */
export function announceDatabaseReset(): void {
  for (const forget of listeners) forget();
}
