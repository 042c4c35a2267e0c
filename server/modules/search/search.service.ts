import { z } from 'zod';
import type { Notifications } from '../../db/notify';
import type { Logger } from '../../lib/logger';
import { waitText, type RateLimit } from '../../lib/rate-limit';
import { SearchEngine } from './search-engine';
import type { SearchEventsRepository } from './search-events.repository';
import { referenceHash, startFromSnapshot } from './search-snapshot-start';
import { startSearchSync, type SearchSync } from './search-sync';
import { PRODUCTS_INDEX, runFacetValuesQuery, runMultiQuery, runSingleQuery, SUGGESTIONS_INDEX, type Outcome } from './search-protocol';
import { readObject, readObjects } from './search-protocol-objects';
import type { SearchSource } from './search-source';
import { normalizePartNumber } from './search-text';
import type { SearchProductRecord } from './search-types';

// Stored as PostgreSQL text, which cannot hold NUL; no other control character belongs in a name either.
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !/\p{Cc}/u.test(v), 'must not contain control characters');

const eventSchema = z.object({
  eventType: z.enum(['click', 'conversion', 'view']),
  eventName: plainText(64).min(1),
  index: plainText(128).min(1),
  userToken: z.string().min(1).max(129).regex(/^[\w=+/.-]+$/),
  objectIDs: z.array(plainText(64)).min(1).max(20),
  positions: z.array(z.number().int().min(1).max(100_000)).max(20).optional(),
  queryID: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  timestamp: z.number().int().positive().optional(),
});
/** Seconds a change may take to commit and still be seen by the watch (see source.changedSince). */
const WATCH_LAG_SECONDS = 30;
/** Changed products read per poll; more means a bulk change, answered by a rebuild. */
const WATCH_LIMIT = 20_000;

/** Events accepted in one request to /api/search/1/events (docs/security.md). */
export const MAX_EVENTS_PER_REQUEST = 100;
/** Events one client address may send per minute (each event counts one). */
export const EVENTS_PER_MINUTE = 600;

/** An event's own `timestamp` may be this old (the hosted engine's rule) or this far ahead (clock skew). */
export const EVENT_MAX_AGE_MS = 4 * 86_400_000;
export const EVENT_MAX_AHEAD_MS = 60 * 60_000;

const eventsSchema = z.object({ events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_REQUEST) });

export type EventsOutcome =
  | { ok: true; value: { status: number; message: string } }
  | { ok: false; error: { status: 400 | 413 | 429; message: string; retryAfterSec?: number } };

/** How long search analytics are kept, and how many rows at most. */
export interface AnalyticsRetention {
  days: number;
  maxRows: number;
}

/**
 * The product search: an in-process index built from PostgreSQL, kept in step by the services
 * that change products, answering the search wire protocol and GraphQL.
 */
export function createSearchService({
  source,
  events,
  log,
  eventLimit = null,
  now = Date.now,
  onProductsChanged,
  index = {},
}: {
  source: SearchSource;
  events: SearchEventsRepository;
  log: Logger;
  /** Budget of events per client address; none in tests that do not exercise it. */
  eventLimit?: RateLimit | null;
  now?: () => number;
  /** Told of every product this process's index changed, with the record before and after (live updates). */
  onProductsChanged?: (changes: Array<{ id: number; before: SearchProductRecord | undefined; after: SearchProductRecord | undefined }>) => void;
  /**
   * Where full builds run (`worker`: a worker thread, the serving thread only reads records and swaps)
   * and the snapshot file each build is saved to and the start loads (null: none).
   */
  index?: { worker?: boolean; snapshotFile?: string | null };
}) {
  const snapshotFile = index.snapshotFile ?? null;
  const engine = new SearchEngine({
    worker: index.worker ?? false,
    snapshot: snapshotFile
      ? {
          file: snapshotFile,
          // Taken when a rebuild starts: the watch's position (changes after it are read again) and the reference data.
          tag: async () => ({ mark: since ?? (await source.nowMicros()), reference: await referenceHash(source) }),
        }
      : undefined,
  });
  let ready: Promise<void> | null = null;
  let sync: SearchSync | null = null;
  interface Watcher {
    timer: ReturnType<typeof setTimeout> | null;
    stopped: boolean;
  }
  let watcher: Watcher | null = null;
  /** Reads of changed products, one after the other (the watch's timer and the catch-up after a reconnection). */
  let reads: Promise<void> = Promise.resolve();
  /** Change time (µs) the watch has read up to; kept across close() so watching again catches up. */
  let since: number | null = null;
  /** Change time of each product applied within the lag window, so a change is applied once. */
  const applied = new Map<number, number>();

  /** Applies changes to this process's index only. */
  async function applyLocally(productIds: number[]): Promise<void> {
    const unique = [...new Set(productIds)];
    const records = await source.loadByIds(unique);
    const found = new Set(records.map((r) => r.id));
    const changes: Array<{ id: number; before: SearchProductRecord | undefined; after: SearchProductRecord | undefined }> = [];
    for (const r of records) {
      const before = onProductsChanged ? engine.getRecord(r.id) : undefined;
      try {
        engine.upsert(r);
        changes.push({ id: r.id, before, after: r });
      } catch (err) {
        // One bad record must not stop the others; it stays as it was and the log says why.
        log.error({ err, productId: r.id }, 'search index update refused a product');
      }
    }
    for (const id of unique) {
      if (found.has(id)) continue;
      const before = onProductsChanged ? engine.getRecord(id) : undefined;
      if (engine.remove(id)) changes.push({ id, before, after: undefined });
    }
    if (changes.length) onProductsChanged?.(changes);
  }

  /** Reads the products whose updated_at moved since the last read and updates the index. */
  async function readChanges(state: Watcher): Promise<void> {
    try {
      await ready;
      if (state.stopped) return;
      const rows = await source.changedSince(since!, WATCH_LAG_SECONDS, WATCH_LIMIT);
      if (state.stopped) return;
      if (rows.length === WATCH_LIMIT) {
        // A bulk change (an import): rebuild, serving the current index until the new one is ready.
        since = await source.nowMicros();
        applied.clear();
        await engine.rebuild(allRecords);
        return;
      }
      const changed = rows.filter((r) => applied.get(r.id) !== r.at);
      for (const r of rows) {
        applied.set(r.id, r.at);
        if (r.at > since!) since = r.at;
      }
      const horizon = since! - WATCH_LAG_SECONDS * 2e6;
      for (const [id, at] of applied) if (at < horizon) applied.delete(id);
      if (changed.length) await applyLocally(changed.map((r) => r.id));
    } catch (err) {
      if (!state.stopped) log.error({ err }, 'search change watch failed');
    }
  }

  function queueRead(state: Watcher): Promise<void> {
    reads = reads.then(() => readChanges(state));
    return reads;
  }

  async function* allRecords(): AsyncGenerator<SearchProductRecord> {
    for await (const slice of source.loadAll()) yield* slice;
  }

  /**
   * Feeds the popular-query suggestions with what a visitor searched (see learnableQuery); `visitor`
   * is a hashed key (searchVisitorKey), '' when the caller cannot tell visitors apart.
   */
  const learnFor = (visitor: string) => (query: string, nbHits: number) => engine.queryLog.record(query, nbHits, visitor);

  return {
    engine,
    /** Builds the index in the background; the engine answers (from an empty index) meanwhile. */
    start(): Promise<void> {
      const started = now();
      ready = (async () => {
        // The watch's position before anything is read: a change after it is seen by the watch.
        since ??= await source.nowMicros();
        if (snapshotFile && (await startFromSnapshot(engine, source, { lagSeconds: WATCH_LAG_SECONDS, maxChanges: WATCH_LIMIT }, log))) {
          log.info({ ms: now() - started, documents: engine.index.docCount - engine.index.deletedCount }, 'search index ready (snapshot)');
          return;
        }
        await engine.rebuild(allRecords);
        const b = engine.lastBuild;
        log.info({ ms: now() - started, documents: engine.index.baseCount, where: b?.kind, snapshot: b?.snapshot }, 'search index built');
      })().catch((err: unknown) => log.error({ err }, 'search index build failed'));
      return ready;
    },
    /** Resolves once the first build has finished. */
    whenReady(): Promise<void> {
      return ready ?? Promise.resolve();
    },
    /**
     * Re-reads the given products and updates the index (after a price, stock or catalogue change);
     * on PostgreSQL, every other server process hears of it and does the same.
     */
    async refresh(productIds: number[]): Promise<void> {
      await applyLocally(productIds);
      await sync?.publish([...new Set(productIds)]);
    },
    /**
     * Follows changes announced by other server processes (PostgreSQL only). After the listening
     * connection was lost and came back, the watch reads at once what changed since its last read.
     */
    async listen(notifications: Notifications): Promise<void> {
      sync = await startSearchSync(
        notifications,
        (ids) => {
          applyLocally(ids).catch((err: unknown) => log.error({ err }, 'search refresh from another process failed'));
        },
        () => {
          if (watcher) void queueRead(watcher);
        },
      );
    },
    /**
     * Follows every change to products in the database, whoever made it (an order taking stock, a
     * price update): every `intervalMs` it reads the products whose updated_at moved and updates
     * the index, so a change shows in search within about that interval. Stopped by close().
     */
    async watch({ intervalMs = 500 }: { intervalMs?: number } = {}): Promise<void> {
      if (watcher) return;
      // Changes made while the first build reads the catalogue are picked up by the first poll.
      since ??= await source.nowMicros();
      const state: Watcher = { timer: null, stopped: false };
      watcher = state;
      const tick = () => {
        void queueRead(state).finally(() => {
          if (!state.stopped) {
            state.timer = setTimeout(tick, intervalMs);
            state.timer.unref?.();
          }
        });
      };
      state.timer = setTimeout(tick, intervalMs);
      state.timer.unref?.();
    },
    async close(): Promise<void> {
      if (watcher) {
        watcher.stopped = true;
        if (watcher.timer) clearTimeout(watcher.timer);
        await reads;
        watcher = null;
      }
      await sync?.close();
      sync = null;
    },
    multiQuery(body: unknown, visitor = ''): Outcome<{ results: Record<string, unknown>[] }> {
      return runMultiQuery(engine, body, { learn: learnFor(visitor) });
    },
    facetValues(indexName: string, facetName: string, body: unknown) {
      return runFacetValuesQuery(engine, indexName, facetName, body);
    },
    singleQuery(indexName: string, body: unknown, visitor = ''): Outcome<Record<string, unknown>> {
      return runSingleQuery(engine, indexName, body, { learn: learnFor(visitor) });
    },
    getObject(indexName: string, objectID: string, attributesToRetrieve?: string) {
      return readObject((id) => engine.getRecord(id), indexName, objectID, attributesToRetrieve);
    },
    getObjects(body: unknown) {
      return readObjects((id) => engine.getRecord(id), body);
    },
    suggest(prefix: string, limit: number) {
      return engine.suggest(prefix, limit);
    },
    /**
     * The products a part number names in any spelling, as the store's search finds them ("532 14 41-66"
     * is 532144166): those whose SKU matches first, then the manufacturer's, then interchange numbers.
     */
    partsByNumber(text: string, limit = 5): SearchProductRecord[] {
      const key = normalizePartNumber(text);
      if (!key) return [];
      const hits = engine.search({ query: text, hitsPerPage: 100, attributesToHighlight: [] }).hits.map((h) => h.record);
      const rank = (r: SearchProductRecord) =>
        normalizePartNumber(r.sku) === key ? 0 : normalizePartNumber(r.manufacturerPartNumber) === key ? 1 : r.interchange.some((n) => normalizePartNumber(n) === key) ? 2 : 3;
      return hits
        .map((r) => ({ r, rank: rank(r) }))
        .filter((x) => x.rank < 3)
        .sort((a, b) => a.rank - b.rank)
        .slice(0, limit)
        .map((x) => x.r);
    },
    async recordEvents(body: unknown, customerId: number | null, clientAddress = 'unknown'): Promise<EventsOutcome> {
      const list = (body as { events?: unknown } | null)?.events;
      if (Array.isArray(list) && list.length > MAX_EVENTS_PER_REQUEST) {
        return { ok: false, error: { status: 413, message: `Send at most ${MAX_EVENTS_PER_REQUEST} events per request.` } };
      }
      const parsed = eventsSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { ok: false, error: { status: 400, message: `Invalid event ${issue.path.join('.')}: ${issue.message}` } };
      }
      // A date the database cannot store (≥ 8.64e15 is no date at all) or that analytics would keep forever.
      const at = now();
      const stale = parsed.data.events.findIndex((e) => e.timestamp !== undefined && (e.timestamp < at - EVENT_MAX_AGE_MS || e.timestamp > at + EVENT_MAX_AHEAD_MS));
      if (stale >= 0) {
        return { ok: false, error: { status: 400, message: `Invalid event events.${stale}.timestamp: must be a time in milliseconds within the last 4 days` } };
      }
      const wait = eventLimit ? await eventLimit.take(clientAddress, parsed.data.events.length) : null;
      if (wait !== null) {
        return { ok: false, error: { status: 429, message: `Too many search events from this address. Try again in ${waitText(wait)}.`, retryAfterSec: wait } };
      }
      await events.insert(
        parsed.data.events.map((e) => ({
          eventType: e.eventType,
          eventName: e.eventName,
          indexName: e.index,
          userToken: e.userToken,
          queryId: e.queryID ?? null,
          objectIds: e.objectIDs,
          positions: e.positions ?? null,
          occurredAt: new Date(e.timestamp ?? now()),
          customerId,
        })),
      );
      return { ok: true, value: { status: 200, message: 'OK' } };
    },
    /** Drops analytics events older than the retention and the oldest beyond the row cap. */
    async pruneEvents(retention: AnalyticsRetention): Promise<void> {
      await events.prune(new Date(now() - retention.days * 86_400_000), retention.maxRows);
    },
    indexNames: [PRODUCTS_INDEX, SUGGESTIONS_INDEX],
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
