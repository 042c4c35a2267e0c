import { LRUCache } from 'lru-cache';

/**
 * A small cache of answers that are the same for every visitor (the home page's product grids):
 * an answer is fresh for `ttlMs`; after that it is still served while one fresh load runs in the
 * background, so no visitor waits after a quiet spell. Failed loads (null) are never kept; at most
 * `maxEntries` keys and `maxBytes` of answers (as JSON) are held, the least recently used going first.
 */
export function createStaleCache<T>({
  ttlMs,
  maxEntries,
  maxBytes = 8 * 1024 * 1024,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  maxBytes?: number;
  now?: () => number;
}) {
  interface Entry {
    at: number;
    value: Promise<T | null>;
    refreshing: boolean;
    bytes: number;
  }
  // A pending load counts by its key until its answer is known.
  const entries = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, e.bytes) });

  function put(key: string, value: Promise<T | null>, answer?: T) {
    const bytes = key.length + (answer === undefined ? 0 : (JSON.stringify(answer)?.length ?? 0));
    entries.set(key, { at: now(), value, refreshing: false, bytes });
  }

  function load(key: string, loader: () => Promise<T | null>): Promise<T | null> {
    const value = loader().catch(() => null);
    void value.then((v) => {
      const entry = entries.peek(key);
      if (v !== null) put(key, value, v);
      else if (entry?.value === value) entries.delete(key);
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
    /** Bytes held (keys and answers as JSON). */
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
