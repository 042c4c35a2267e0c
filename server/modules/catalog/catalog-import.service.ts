import type { Readable } from 'node:stream';
import { inStockNow } from '../../../shared/availability';
import { CATALOG_FILE_MAX_LINES } from '../../../shared/catalog-import';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { AuthService } from '../auth/auth.service';
import { checkCatalogFile } from './catalog-import-check';
import { CatalogFileError } from './catalog-import-parse';
import type { CatalogImportRepository, ImportRow } from './catalog-import.repository';

/** How far an apply has got. */
export interface ImportProgress {
  done: number;
  total: number;
}

/** The progress of an apply as every server process hears of it (the live bus). */
export interface ImportProgressNotice extends ImportProgress {
  importId: number;
  /** True once the apply ended, whatever the outcome. */
  finished: boolean;
}

/** Thrown inside the apply's transaction when the catalogue moved since the check: everything rolls back. */
class StalePreview extends Error {}

/**
 * Lines staged per chunk and written per statement. On the embedded database a statement holds the
 * serving thread: 200 lines (a stale check and an update, each some 5–20 ms at 100k products) keep
 * search answering between them (docs/benchmarks.md, "Price and stock files").
 */
export const APPLY_BATCH = 200;

/** Progress is told to the other processes at most this often (and once at the end). */
const PROGRESS_EVERY_MS = 250;
/** Progress heard from another process is forgotten after this long without news (that process stopped). */
const HEARD_PROGRESS_MS = 30_000;

/** A full turn of the event loop: timers, sockets and requests waiting run before the next statement. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** At most this many changed products are announced to search one by one; more are left to each process's change watch as one batch. */
const ANNOUNCE_MAX = 500;

export interface CatalogImportDeps {
  repo: CatalogImportRepository;
  db: Db;
  log: Logger;
  recordStaffAction: AuthService['recordStaffAction'];
  /** Tells search (in every process) which products changed. */
  productsChanged: (ids: number[]) => Promise<void>;
  /** Starts the back-in-stock mail for products the file made available again (catalog.announceBackInStock). */
  backInStock?: (productIds: number[]) => void;
  /** Tells every server process how far an apply has got (the live bus; heard back through `heard`). */
  announceProgress?: (notice: ImportProgressNotice) => void;
  /** Lines staged per chunk, and so written per statement while applying (search keeps answering between them). */
  applyBatch?: number;
  maxLines?: number;
  now?: () => number;
}

const staleMessage = (count: number, firstLine: number | null, sku: string | null) =>
  `The catalogue changed since this file was checked: ${count.toLocaleString('en-US')} ${count === 1 ? 'product differs' : 'products differ'}` +
  `${firstLine !== null ? ` (first on line ${firstLine}${sku ? `, ${sku}` : ''})` : ''}. Nothing was changed; upload the file again to check it against the catalogue as it is now.`;

/**
 * Price and stock files (admin imports): check a file into a staged import (nothing changes), apply a
 * staged import in one transaction once staff confirm, and keep the history. Search and product pages
 * follow through products.updated_at (stamped by the database) and the search announcements.
 */
export function createCatalogImportService(deps: CatalogImportDeps) {
  const { repo, db, log } = deps;
  const now = deps.now ?? Date.now;
  // On the embedded database a statement holds the event loop: short slices keep search answering between them.
  const applyBatch = deps.applyBatch ?? APPLY_BATCH;
  const progress = new Map<number, ImportProgress>();
  /** Applies running in other processes, as last heard, with when. */
  const elsewhere = new Map<number, ImportProgress & { heardAt: number }>();
  const lastTold = new Map<number, number>();

  /** Tells the other processes (throttled; always the end). */
  function tell(importId: number, p: ImportProgress, finished: boolean): void {
    if (!deps.announceProgress) return;
    const at = now();
    if (!finished && at - (lastTold.get(importId) ?? 0) < PROGRESS_EVERY_MS) return;
    if (finished) lastTold.delete(importId);
    else lastTold.set(importId, at);
    try {
      deps.announceProgress({ importId, done: p.done, total: p.total, finished });
    } catch (err) {
      log.warn({ err, importId }, 'the progress of a price and stock file could not be told to the other servers');
    }
  }

  /** Why a stale file cannot be applied: how many of its lines differ now, counted chunk by chunk (a turn of the loop between them). */
  async function staleReport(tx: Db, id: number, fromChunk: number): Promise<string> {
    let count = 0;
    let firstLine: number | null = null;
    let sku: string | null = null;
    // Chunks before `fromChunk` were checked and written already in this transaction.
    for (const c of await repo.chunks(tx, id)) {
      if (c.chunk < fromChunk) continue;
      const s = await repo.staleLines(tx, id, c.chunk);
      count += s.count;
      if (firstLine === null && s.firstLine !== null) ({ firstLine, sku } = s);
      await nextTurn();
    }
    return staleMessage(count, firstLine, sku);
  }

  const service = {
    /** Checks a file and keeps it as a staged import; answers its id. A file that cannot be read at all throws VALIDATION. */
    async check(input: Readable | AsyncIterable<Uint8Array | string>, fileName: string, staffId: number): Promise<ImportRow> {
      const started = now();
      const name = fileName.trim().slice(0, 200) || 'catalogue.csv';
      let outcome;
      try {
        outcome = await checkCatalogFile(input, repo, { maxLines: deps.maxLines ?? CATALOG_FILE_MAX_LINES });
      } catch (err) {
        if (err instanceof CatalogFileError) throw invalid(err.message);
        throw err;
      }
      const id = await repo.saveChecked(
        {
          fileName: name,
          checkedBy: staffId,
          columns: outcome.header.columns,
          ignoredColumns: outcome.header.ignored,
          counts: outcome.counts,
          sample: outcome.sample,
          checkMs: now() - started,
        },
        outcome.changes,
        outcome.refusals,
        applyBatch,
      );
      return (await repo.byId(id))!;
    },

    byId: (id: number) => repo.byId(id),
    page: (first: number, before: number | null) => repo.page(Math.min(Math.max(first, 1), 100), before),
    refusals: (id: number, afterLine: number, first: number) => repo.refusals(id, Math.max(afterLine, 0), Math.min(Math.max(first, 1), 500)),
    exportSlice: repo.exportSlice,
    exportChoices: repo.exportChoices,

    /** How far the apply of `id` has got, in this process or (as last heard) another one; null when none runs. */
    progress(id: number): ImportProgress | null {
      const here = progress.get(id);
      if (here) return here;
      const heard = elsewhere.get(id);
      if (!heard) return null;
      if (now() - heard.heardAt > HEARD_PROGRESS_MS) {
        elsewhere.delete(id);
        return null;
      }
      return { done: heard.done, total: heard.total };
    },

    /** Progress heard from the live bus (another process's apply, or this one's own, which `progress` already knows). */
    heard(notice: ImportProgressNotice): void {
      if (progress.has(notice.importId)) return;
      if (notice.finished) elsewhere.delete(notice.importId);
      else elsewhere.set(notice.importId, { done: notice.done, total: notice.total, heardAt: now() });
    },

    /**
     * Applies a checked import: every staged line in one transaction, in slices, each only where the
     * product still has the values the check saw. A stale preview (the catalogue moved, or the file
     * was applied already) changes nothing and says so. Answers the import as it is afterwards.
     */
    async apply(id: number, staff: { id: number; ip: string | null }, onSlice?: (p: ImportProgress) => void | Promise<void>): Promise<ImportRow> {
      const before = await repo.byId(id);
      if (!before) throw notFound('There is no such import.');
      if (before.status === 'applied') throw invalid('This file was applied already; upload it again to check it against the catalogue as it is now.');
      if (before.status !== 'checked') throw invalid(before.error ?? 'This file can no longer be applied; upload it again.');
      if (progress.has(id)) throw invalid('This file is being applied.');
      const started = now();
      const total = before.counts.accepted;
      progress.set(id, { done: 0, total });
      tell(id, { done: 0, total }, false);
      let changed: number[] = [];
      const back: number[] = [];
      try {
        changed = await db.transaction(async (tx) => {
          if (!(await repo.claim(tx, id))) throw invalid('This file was applied already; upload it again to check it against the catalogue as it is now.');
          const chunks = await repo.chunks(tx, id);
          const count = chunks.reduce((n, c) => n + c.lines, 0);
          const ids: number[] = [];
          let done = 0;
          for (const c of chunks) {
            // Each chunk is checked against the catalogue as it is now right before it is written: the
            // check comes in the same slices as the writes, so neither holds the event loop for long.
            if ((await repo.staleLines(tx, id, c.chunk)).count > 0) throw new StalePreview(await staleReport(tx, id, c.chunk));
            await nextTurn();
            const written = await repo.applyChunk(tx, id, c.chunk);
            // A product changed between the stale check and its chunk (another process): all or nothing.
            if (written.length !== c.lines) throw new StalePreview(staleMessage(c.lines - written.length, null, null));
            for (const w of written) {
              ids.push(w.id);
              // Published and not orderable from stock before, orderable now: its back-in-stock requests are mailed.
              if (w.published && !inStockNow(w.wasStatus, w.wasStock) && inStockNow(w.status, w.stock)) back.push(w.id);
            }
            done += c.lines;
            const p = { done, total: count };
            progress.set(id, p);
            tell(id, p, false);
            await onSlice?.(p);
            // A full turn of the event loop between statements (timers and requests too): search answers between slices.
            await nextTurn();
          }
          if (!(await repo.markApplied(tx, id, staff.id, now() - started))) throw invalid('This file was applied already.');
          await repo.dropChanges(tx, id);
          return ids;
        });
      } catch (err) {
        if (err instanceof StalePreview) {
          await repo.markRefused(id, 'stale', err.message);
          throw invalid(err.message);
        }
        if (!(err instanceof Error && 'code' in err && (err as { code?: string }).code === 'VALIDATION')) {
          log.error({ err, importId: id }, 'applying a price and stock file failed');
        }
        throw err;
      } finally {
        const last = progress.get(id) ?? { done: 0, total };
        progress.delete(id);
        tell(id, last, true);
      }
      const after = (await repo.byId(id))!;
      await deps.recordStaffAction({
        actorId: staff.id,
        action: 'catalog.imported',
        record: { type: 'catalogImport', id },
        before: null,
        after: { ...after.counts },
        detail: { fileName: after.fileName, counts: after.counts, refused: after.counts.refused, applyMs: after.applyMs },
        ip: staff.ip,
      });
      // A small file is announced product by product; a large one reaches every process's search
      // through its change watch (products.updated_at), which rebuilds once for a bulk change.
      if (changed.length <= ANNOUNCE_MAX) {
        await deps.productsChanged(changed).catch((err: unknown) => log.error({ err, importId: id }, 'search refresh after an import failed'));
      }
      // The same mail a product edit starts (it runs after the answer, and only after the commit).
      if (back.length) deps.backInStock?.(back);
      return after;
    },

    /**
     * Starts applying a checked import and answers at once: the back office follows `progress` and
     * then reads the outcome (applied, or stale with its reason). A failure leaves the file checked, with the error.
     */
    async start(id: number, staff: { id: number; ip: string | null }): Promise<ImportProgress> {
      const row = await repo.byId(id);
      if (!row) throw notFound('There is no such import.');
      if (row.status === 'applied') throw invalid('This file was applied already; upload it again to check it against the catalogue as it is now.');
      if (row.status !== 'checked') throw invalid(row.error ?? 'This file can no longer be applied; upload it again.');
      if (progress.has(id)) return progress.get(id)!;
      const first = { done: 0, total: row.counts.accepted };
      void service.apply(id, staff).catch(async (err: unknown) => {
        if (err instanceof Error && 'code' in err && (err as { code?: string }).code === 'VALIDATION') return;
        await repo.noteError(id, 'Applying the file failed; nothing was changed. Try again.').catch(() => undefined);
      });
      return progress.get(id) ?? first;
    },
  };
  return service;
}

export type CatalogImportService = ReturnType<typeof createCatalogImportService>;
