/**
 * Answers read for a product's page, kept per product between requests: a parts store's product page
 * costs a GraphQL execution and several statements, and the same answer serves every visitor (it
 * holds nothing of the viewer). Each answer names the products it shows (the product, its related and
 * also-purchased cards); a change to any of them drops it at once. The change feed is the search
 * index's (search.service onProductsChanged): the store's own writers (product edits, bulk edits,
 * price and stock files, orders taking stock) refresh it as they commit, other server processes
 * announce theirs over LISTEN/NOTIFY, and the updated_at watch catches every other writer within
 * half a second. What the feed does not follow (a category's or brand's name, a review's helpful
 * votes) shows within `ttlMs`.
 */
export interface ProductPageCacheOptions {
  /** How long an answer is kept at most. */
  ttlMs?: number;
  /** Answers kept at most (the least recently used goes first); a product page's answer is some tens of KB in memory. */
  max?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  ids: number[];
  storedAt: number;
}

export interface ProductPageCache {
  /**
   * The answer kept under `key`, else `load()`'s, kept when `keep` says so (an answer with errors or
   * without its product is not) and no product it shows changed while it was read. Concurrent reads of
   * one key share one load.
   */
  read<T>(key: string, load: () => Promise<T>, keep: (value: T) => number[] | null): Promise<T>;
  /** Products changed: every answer that shows one of them is dropped. */
  productsChanged(ids: Iterable<number>): void;
  clear(): void;
  readonly size: number;
  readonly stats: { hits: number; misses: number; dropped: number };
}

/** Past this many products remembered as changed, the memory is reset and reads in flight are not kept. */
const CHANGE_MEMORY = 10_000;

export function createProductPageCache({ ttlMs = 60_000, max = 1_000, now = Date.now }: ProductPageCacheOptions = {}): ProductPageCache {
  // Insertion order is recency: a hit moves its entry to the end.
  const entries = new Map<string, Entry>();
  const byProduct = new Map<number, Set<string>>();
  const inFlight = new Map<string, Promise<unknown>>();
  /** A count of changes heard; each product's last change by that count. */
  let generation = 0;
  let floor = 0;
  const changedAt = new Map<number, number>();
  const stats = { hits: 0, misses: 0, dropped: 0 };

  function drop(key: string) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    for (const id of e.ids) {
      const keys = byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) byProduct.delete(id);
    }
  }

  function store(key: string, value: unknown, ids: number[], startedAt: number) {
    if (startedAt < floor) return;
    // A change counted after the read began: what was read may be from before it.
    for (const id of ids) if ((changedAt.get(id) ?? -1) > startedAt) return;
    drop(key);
    entries.set(key, { value: deepFreeze(value), ids, storedAt: now() });
    for (const id of ids) {
      let keys = byProduct.get(id);
      if (!keys) byProduct.set(id, (keys = new Set()));
      keys.add(key);
    }
    while (entries.size > max) drop(entries.keys().next().value!);
  }

  return {
    async read<T>(key: string, load: () => Promise<T>, keep: (value: T) => number[] | null): Promise<T> {
      const e = entries.get(key);
      if (e && now() - e.storedAt < ttlMs) {
        stats.hits++;
        entries.delete(key);
        entries.set(key, e);
        return e.value as T;
      }
      if (e) drop(key);
      const pending = inFlight.get(key);
      if (pending) {
        stats.hits++;
        return pending as Promise<T>;
      }
      stats.misses++;
      const startedAt = generation;
      const run: Promise<T> = load().then(
        (value) => {
          if (inFlight.get(key) === run) inFlight.delete(key);
          const ids = keep(value);
          if (ids) store(key, value, ids, startedAt);
          return value;
        },
        (err: unknown) => {
          if (inFlight.get(key) === run) inFlight.delete(key);
          throw err;
        },
      );
      inFlight.set(key, run);
      return run;
    },
    productsChanged(ids: Iterable<number>) {
      generation++;
      for (const id of ids) {
        changedAt.set(id, generation);
        for (const key of [...(byProduct.get(id) ?? [])]) {
          drop(key);
          stats.dropped++;
        }
      }
      // Which products a load in flight shows is known only once it is read: none is shared from here on.
      inFlight.clear();
      if (changedAt.size > CHANGE_MEMORY) {
        changedAt.clear();
        floor = generation;
      }
    },
    clear() {
      entries.clear();
      byProduct.clear();
      inFlight.clear();
      changedAt.clear();
      generation++;
      floor = generation;
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

interface ShownProducts {
  v1?: { product?: { id: string; relatedProducts?: Array<{ id: string }>; alsoPurchasedProducts?: Array<{ id: string }> } | null };
}

/**
 * The products a product page's answer (the ProductPage operation's result) shows; null for an answer
 * not to keep (with errors, or without its product).
 */
export function productsShown(result: { data?: unknown; errors?: unknown[] }): number[] | null {
  const p = (result.data as ShownProducts | null | undefined)?.v1?.product;
  if (result.errors?.length || !p) return null;
  return [p, ...(p.relatedProducts ?? []), ...(p.alsoPurchasedProducts ?? [])].map((x) => Number(x.id));
}
