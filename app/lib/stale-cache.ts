/**
 * A small cache of answers that are the same for every visitor (the home page's product grids):
 * an answer is fresh for `ttlMs`; after that it is still served while one fresh load runs in the
 * background, so no visitor waits after a quiet spell. Failed loads (null) are never kept, and at
 * most `maxEntries` keys are held (the oldest goes first).
 */
export function createStaleCache<T>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }) {
  interface Entry {
    at: number;
    value: Promise<T | null>;
    refreshing: boolean;
  }
  const entries = new Map<string, Entry>();

  function put(key: string, value: Promise<T | null>) {
    if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { at: now(), value, refreshing: false });
  }

  function load(key: string, loader: () => Promise<T | null>): Promise<T | null> {
    const value = loader().catch(() => null);
    void value.then((v) => {
      const entry = entries.get(key);
      if (v !== null) {
        if (entry?.value !== value) put(key, value);
      } else if (entry?.value === value) entries.delete(key);
      else if (entry) entry.refreshing = false;
    });
    return value;
  }

  return {
    /** The cached answer for `key` (fresh or, while a reload runs, stale), or a new load. */
    get(key: string, loader: () => Promise<T | null>): Promise<T | null> {
      const hit = entries.get(key);
      if (!hit) {
        const value = load(key, loader);
        put(key, value);
        return value;
      }
      if (now() - hit.at >= ttlMs && !hit.refreshing) {
        hit.refreshing = true;
        void load(key, loader);
      }
      return hit.value;
    },
    get size() {
      return entries.size;
    },
  };
}
