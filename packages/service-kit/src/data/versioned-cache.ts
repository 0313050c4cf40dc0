/**
 * One value held in memory per content version: event content that only an import changes. The
 * version lives in the database next to the content (each replica checks it with a small read),
 * so an import on any replica is seen by all of them at their next request. Concurrent requests
 * for a version not yet loaded share one load. The cached value is deep-frozen: it is shared by
 * every request, so a caller that tried to change it would fail loudly instead of leaking.
 */
export class VersionedCache<T> {
  private current: { version: string; value: T } | null = null;
  private loading: { version: string; promise: Promise<T> } | null = null;

  /** The value for `version`; `load` reads it (and the version it actually found) when not held. */
  async get(version: string, load: () => Promise<{ version: string; value: T }>): Promise<T> {
    if (this.current?.version === version) return this.current.value;
    if (this.loading?.version === version) return this.loading.promise;
    const promise = load().then(
      (loaded) => {
        const value = deepFreeze(loaded.value);
        // Keyed by the version the load found: a newer import between the check and the load is kept as what it is.
        this.current = { version: loaded.version, value };
        if (this.loading?.promise === promise) this.loading = null;
        return value;
      },
      (error: unknown) => {
        if (this.loading?.promise === promise) this.loading = null;
        throw error;
      },
    );
    this.loading = { version, promise };
    return promise;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
