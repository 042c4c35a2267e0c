/** Spec 1 §9: the data cache's defaults. */
export const DATA_CACHE_DEFAULTS = { ttlMs: 24 * 60 * 60 * 1000, maxBytes: 20 * 1024 * 1024, entryOverheadBytes: 1000 };

const encoder = new TextEncoder();

/**
 * The GraphQL client's cache of public answers (the same for every visitor): an answer is kept for
 * `ttlMs`; the entries' JSON (UTF-8 bytes) plus `entryOverheadBytes` each stay within `maxBytes`,
 * the least recently used going first. Concurrent loads of one key share a request; failures are
 * never kept. Written here rather than taken from a library: it ships in the first-load script.
 */
export function createDataCache({ ttlMs, maxBytes, entryOverheadBytes, now = Date.now }: typeof DATA_CACHE_DEFAULTS & { now?: () => number }) {
  interface Entry {
    at: number;
    size: number;
    value: unknown;
  }
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  function put(key: string, value: unknown) {
    drop(key);
    const size = encoder.encode(JSON.stringify(value) ?? '').length + entryOverheadBytes;
    if (size > maxBytes) return;
    while (bytes + size > maxBytes) drop(entries.keys().next().value!);
    entries.set(key, { at: now(), size, value });
    bytes += size;
  }

  return {
    /** The cached answer for `key` while fresh, otherwise `load`'s (kept when it succeeds). */
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value as T);
      }
      if (hit) drop(key);
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const request = load().then(
        (value) => {
          loading.delete(key);
          put(key, value);
          return value;
        },
        (err: unknown) => {
          loading.delete(key);
          throw err;
        },
      );
      loading.set(key, request);
      return request;
    },
    /** Bytes counted against `maxBytes`, overhead included. */
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
