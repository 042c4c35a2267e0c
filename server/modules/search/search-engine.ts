/**
 * The in-process product search engine (DESIGN.md decision 4): an index in typed arrays built
 * from plain records, answering searches with facet counts in about a millisecond at 100k
 * products. PostgreSQL stays the source of truth; the catalogue services feed records in.
 *
 * Layout: a TermIndex (dictionary, postings, prefix postings) over the records present at build
 * time, side postings for records added since (upsert appends a new document and marks the old
 * one deleted), per-document columns, and one rank per sort order. A full rebuild compacts the
 * side postings; SearchEngine serves the old index until the new one is ready.
 */
import { performance } from 'node:perf_hooks';
import type { SearchIndex, SearchIndexOptions } from './search-index';
import { createSearchIndex, createSearchIndexAsync, runInSlices } from './search-index';
import { buildInWorker, loadInWorker, WorkerUnavailableError } from './search-rebuild-worker-client';
import type { SnapshotTag } from './search-snapshot-file';
import { unpackIndex } from './search-snapshot-pack';
import { getRecord, liveRecords, remove, upsert } from './search-index-updates';
import { search, searchFacetValues, searchSuggestions, suggest } from './search-answer';
import { QueryLog } from './search-suggestions';
import type {
  FacetValuesRequest,
  FacetValuesResult,
  SearchProductRecord,
  SearchRequest,
  SearchResult,
  SuggestionRecord,
  SuggestionRequest,
  SuggestionResult,
} from './search-types';

// The engine in parts: the index and its updates (search-index.ts, search-index-updates.ts), the answers (search-answer.ts).
export {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_MAX_VALUES_PER_FACET,
  MAX_FACET_HITS,
  MAX_REACHABLE_HITS,
  MAX_VALUES_PER_FACET,
  createSearchIndex,
  createSearchIndexAsync,
  type SearchIndex,
  type SearchIndexOptions,
} from './search-index';
export { getRecord, indexStats, liveRecords, remove, upsert } from './search-index-updates';
export { recordQuery, search, searchFacetValues, searchSuggestions, suggest } from './search-answer';

type Change = { upsert: SearchProductRecord } | { remove: number };

/** A source of records for a rebuild: called when the rebuild starts. */
export type RecordSource = () => Iterable<SearchProductRecord> | AsyncIterable<SearchProductRecord>;

export interface SearchEngineOptions extends SearchIndexOptions {
  /** Rebuild on its own once this share of documents changed (default 5 %, at least 1000 changes). */
  compactRatio?: number;
  /**
   * Build in a worker thread (search-rebuild-worker.ts): the serving thread only reads records and
   * swaps, in slices of a few milliseconds. Without it the build runs here, a slice at a time.
   */
  worker?: boolean;
  /**
   * Save each index the worker builds to this file, with the tag `tag()` gives when the rebuild
   * starts (null: do not save this one). Read back by loadSnapshot().
   */
  snapshot?: { file: string; tag: () => Promise<SnapshotTag | null> | SnapshotTag | null };
}

/** Figures of the last full build or snapshot load, for the log and the bench. */
export interface BuildReport {
  kind: 'worker' | 'thread' | 'snapshot';
  documents: number;
  /** Worker: time building (or reading the file); serving thread: time unpacking and replaying. */
  workerMs: number | null;
  unpackMs: number;
  replayed: number;
  snapshot: { bytes: number; writeMs: number } | { error: string } | null;
}

/** A snapshot read back and checked, not yet served: the caller brings it up to date, then install()s it. */
export type LoadedSnapshot = { index: SearchIndex; tag: SnapshotTag; bytes: number; readMs: number; unpackMs: number } | { invalid: string };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Replayed changes between two turns of the event loop. */
const REPLAY_SLICE_MS = 4;

/**
 * Holds the index being served. Changes apply at once; a rebuild builds a new index while the
 * current one keeps answering, replays the changes that arrived meanwhile, then swaps.
 */
export class SearchEngine {
  private current: SearchIndex;
  /** Changes made while rebuilds run, one log per rebuild, replayed on its new index before the swap. */
  private readonly logs = new Set<Change[]>();
  private chain: Promise<void> = Promise.resolve();
  private compacting = false;
  readonly queryLog: QueryLog;
  /** The last failure of a background compaction, for health checks. */
  lastError: unknown = null;
  /** Figures of the last index swapped in by a rebuild or install(). */
  lastBuild: BuildReport | null = null;

  constructor(private readonly options: SearchEngineOptions = {}) {
    this.queryLog = options.queryLog ?? new QueryLog();
    this.current = createSearchIndex([], { ...options, queryLog: this.queryLog });
  }
  /** The index currently served. */
  get index(): SearchIndex {
    return this.current;
  }

  search(req: SearchRequest): SearchResult {
    return search(this.current, req);
  }

  searchFacetValues(req: FacetValuesRequest): FacetValuesResult {
    return searchFacetValues(this.current, req);
  }

  searchSuggestions(req: SuggestionRequest): SuggestionResult {
    return searchSuggestions(this.current, req);
  }

  suggest(prefix: string, limit = 10): SuggestionRecord[] {
    return suggest(this.current, prefix, limit);
  }

  recordQuery(query: string, nbHits: number): void {
    this.queryLog.record(query, nbHits);
  }

  getRecord(id: number): SearchProductRecord | undefined {
    return getRecord(this.current, id);
  }

  upsert(record: SearchProductRecord): void {
    upsert(this.current, record);
    for (const log of this.logs) log.push({ upsert: record });
    this.maybeCompact();
  }

  remove(id: number): boolean {
    const removed = remove(this.current, id);
    for (const log of this.logs) log.push({ remove: id });
    this.maybeCompact();
    return removed;
  }

  /** Resolves once every rebuild started so far (including automatic compactions) has finished. */
  idle(): Promise<void> {
    return this.chain;
  }

  /** Rebuilds from the source (e.g. a database cursor) and swaps once ready; rebuilds run one at a time. */
  rebuild(source: RecordSource): Promise<void> {
    return this.schedule(async (log) => {
      await this.swapIn(await this.build(source), log);
    });
  }

  /**
   * Swaps in an index made elsewhere (a snapshot brought up to date) once `prepare` resolves, with
   * the changes made meanwhile replayed on it; `prepare` resolving null leaves the index as it is.
   * Runs in turn with rebuilds. Resolves whether an index was swapped in.
   */
  install(prepare: () => Promise<{ index: SearchIndex; report: BuildReport } | null>): Promise<boolean> {
    let installed = false;
    return this.schedule(async (log) => {
      const next = await prepare();
      if (!next) return;
      this.lastBuild = next.report;
      await this.swapIn(next.index, log);
      installed = true;
    }).then(() => installed);
  }

  /** Reads and checks the snapshot file in a worker and unpacks it here, in slices; nothing is served from it yet. */
  async loadSnapshot(): Promise<LoadedSnapshot> {
    const file = this.options.snapshot?.file;
    if (!file) return { invalid: 'no snapshot file configured' };
    let loaded: Awaited<ReturnType<typeof loadInWorker>>;
    try {
      loaded = await loadInWorker(file);
    } catch (err) {
      return { invalid: (err as Error).message };
    }
    if ('invalid' in loaded) return loaded;
    const t0 = performance.now();
    try {
      const index = await runInSlices(unpackIndex(loaded.packed, { ...this.options, queryLog: this.queryLog }));
      return { index, tag: loaded.tag, bytes: loaded.bytes, readMs: loaded.readMs, unpackMs: performance.now() - t0 };
    } catch (err) {
      // Checksums held but the contents do not fit together: a snapshot of another build of the server.
      return { invalid: `unreadable index: ${(err as Error).message}` };
    }
  }

  private schedule(task: (log: Change[]) => Promise<void>): Promise<void> {
    // The log starts now: a change made after this call may be missing from what the source returns.
    const log: Change[] = [];
    this.logs.add(log);
    const run = this.chain.then(() => task(log)).finally(() => this.logs.delete(log));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async build(source: RecordSource): Promise<SearchIndex> {
    const options = { ...this.options, queryLog: this.queryLog };
    if (this.options.worker) {
      try {
        return await this.buildInWorker(source, options);
      } catch (err) {
        if (!(err instanceof WorkerUnavailableError)) throw err;
        // No worker thread to be had: build here, a slice at a time, rather than not at all.
        this.lastError = err;
      }
    }
    const index = await createSearchIndexAsync(source(), options);
    this.lastBuild = { kind: 'thread', documents: index.baseCount, workerMs: null, unpackMs: 0, replayed: 0, snapshot: null };
    return index;
  }

  private async buildInWorker(source: RecordSource, options: SearchIndexOptions): Promise<SearchIndex> {
    const snapshot = this.options.snapshot;
    // The tag is taken before the records are read: a change after it is read again when the snapshot is loaded.
    const tag = snapshot ? await snapshot.tag() : null;
    const built = await buildInWorker(source(), { synonyms: this.options.synonyms, snapshot: snapshot && tag ? { file: snapshot.file, tag } : undefined });
    const t0 = performance.now();
    const index = await runInSlices(unpackIndex(built.packed, options));
    this.lastBuild = { kind: 'worker', documents: index.baseCount, workerMs: built.buildMs, unpackMs: performance.now() - t0, replayed: 0, snapshot: built.snapshot };
    return index;
  }

  /** Replays the changes logged since the rebuild started, a slice at a time, then serves the new index. */
  private async swapIn(next: SearchIndex, log: Change[]): Promise<void> {
    let done = 0;
    for (;;) {
      const started = performance.now();
      while (done < log.length && performance.now() - started < REPLAY_SLICE_MS) {
        const change = log[done++];
        if ('upsert' in change) upsert(next, change.upsert);
        else remove(next, change.remove);
      }
      // Nothing left to replay: the swap happens in this same turn, so no change can slip in between.
      if (done === log.length) break;
      await nextTurn();
    }
    if (this.lastBuild) this.lastBuild.replayed = done;
    this.current = next;
  }

  private maybeCompact(): void {
    const idx = this.current;
    const ratio = this.options.compactRatio ?? 0.05;
    if (this.compacting || idx.changes < Math.max(1000, idx.baseCount * ratio)) return;
    this.compacting = true;
    const snapshot = idx;
    this.rebuild(() => liveRecords(snapshot))
      .catch((error: unknown) => {
        this.lastError = error;
      })
      .finally(() => {
        this.compacting = false;
      });
  }
}
