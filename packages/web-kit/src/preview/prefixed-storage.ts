/** Every key web-kit stores in preview mode starts with this, so the organiser's own player data is never read or written. */
export const PREVIEW_STORAGE_PREFIX = 'preview:';

/** The keys of `storage` under `prefix`, without it. */
function ownKeys(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
  }
  return keys;
}

/** A Storage that reads and writes only the keys of `storage` under `prefix` (clear() leaves every other key alone). */
export function prefixedStorage(storage: Storage, prefix: string): Storage {
  return {
    get length() {
      return ownKeys(storage, prefix).length;
    },
    key: (index) => ownKeys(storage, prefix)[index] ?? null,
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
    clear: () => {
      for (const key of ownKeys(storage, prefix)) storage.removeItem(prefix + key);
    },
  };
}
