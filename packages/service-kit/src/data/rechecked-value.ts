import { onDatabaseReset } from './database-reset.js';

/**
 * How long a replica trusts the content version it read before it reads it again. Only an import or
 * an organiser's edit changes it: the replica that made the change forgets at once (`forget()`),
 * the others within this time. `CONTENT_RECHECK_MS=0` reads on every request (the service tests
 * write content straight into the database and read it back at once).
 */
export const CONTENT_RECHECK_MS = 1000;

export function contentRecheckMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.CONTENT_RECHECK_MS;
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : CONTENT_RECHECK_MS;
}

/**
 * A small value read from the database (a content version, the event's settings) that a request may
 * use when it was read less than `maxAgeMs` ago. Requests arriving while it is being read share that
 * read. `forget()` is called after a write that changes it has committed (and when the database is
 * reset, database-reset.ts): the next request reads again, and a read that started before is not kept.
 */
export class RecheckedValue<T> {
  private held: { value: T; readAtMs: number } | null = null;
  private reading: { generation: number; promise: Promise<T> } | null = null;
  private generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs: number = contentRecheckMsFromEnv(),
    private readonly clockMs: () => number = () => performance.now(),
  ) {
    onDatabaseReset(() => this.forget());
  }

  async get(): Promise<T> {
    if (this.held && this.clockMs() - this.held.readAtMs < this.maxAgeMs) return this.held.value;
    if (this.maxAgeMs > 0 && this.reading?.generation === this.generation) return this.reading.promise;
    const generation = this.generation;
    const startedAtMs = this.clockMs();
    const promise = this.read().then(
      (value) => {
        if (this.generation === generation) this.held = { value, readAtMs: startedAtMs };
        if (this.reading?.promise === promise) this.reading = null;
        return value;
      },
      (error: unknown) => {
        if (this.reading?.promise === promise) this.reading = null;
        throw error;
      },
    );
    this.reading = { generation, promise };
    return promise;
  }

  /** The value changed (or may have): the next get() reads it from the database. */
  forget(): void {
    this.generation += 1;
    this.held = null;
  }
}
