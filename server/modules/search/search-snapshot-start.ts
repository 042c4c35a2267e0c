/**
 * Starting from the index snapshot (search-snapshot-file.ts): the tag a snapshot is saved with, and
 * the checks it passes before it is served. A snapshot is used only when
 *
 *   - its file reads back whole (format, layout and every checksum),
 *   - the category tree and the synonyms are those it was built with (the reference hash),
 *   - the products changed since it was saved (updated_at after its mark, the change feed the watch
 *     follows) are few enough to re-read: they are applied to it before it is served,
 *   - and after that it holds exactly the published products: their number and the sum of their ids
 *     match the catalogue's (a product deleted outright, or another database, shows here).
 *
 * Otherwise the reason is logged and the index is rebuilt from the catalogue, as without a snapshot.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from '../../lib/logger';
import type { BuildReport, SearchEngine } from './search-engine';
import type { SearchIndex } from './search-index';
import { remove, upsert } from './search-index-updates';
import type { SnapshotTag } from './search-snapshot-file';
import type { SearchSource } from './search-source';
import { DEFAULT_SYNONYMS } from './search-synonyms';

type SnapshotSource = Pick<SearchSource, 'categoryTree' | 'changedSince' | 'loadByIds' | 'totals'>;

/** Products re-read per statement while a snapshot is brought up to date. */
const CATCH_UP_PAGE = 500;

/** Hash of what records take from outside the products, and of the synonyms: a change to either makes every snapshot stale. */
export async function referenceHash(source: Pick<SearchSource, 'categoryTree'>, synonyms: Readonly<Record<string, readonly string[]>> = DEFAULT_SYNONYMS): Promise<string> {
  const tree = (await source.categoryTree()).map((c) => [c.id, c.name, c.parent]).sort((a, b) => Number(a[0]) - Number(b[0]));
  return createHash('sha256').update(JSON.stringify({ tree, synonyms })).digest('hex');
}

/** Live documents of an index and the sum of their product ids. */
function totalsOf(index: SearchIndex): { count: number; idSum: number } {
  let count = 0;
  let idSum = 0;
  for (let d = 0; d < index.docCount; d++) {
    if (index.deleted[d] === 0) {
      count++;
      idSum += index.num.id[d];
    }
  }
  return { count, idSum };
}

/**
 * Brings a loaded snapshot up to date with the catalogue; answers why it cannot be used, or null
 * when it now holds the catalogue as it is.
 */
export async function bringUpToDate(
  index: SearchIndex,
  tag: SnapshotTag,
  source: SnapshotSource,
  limits: { lagSeconds: number; maxChanges: number },
  log: Logger,
): Promise<string | null> {
  if ((await referenceHash(source)) !== tag.reference) return 'the category tree or the synonyms changed since it was saved';
  const changed = await source.changedSince(tag.mark, limits.lagSeconds, limits.maxChanges);
  if (changed.length >= limits.maxChanges) return `${limits.maxChanges} or more products changed since it was saved`;
  const ids = [...new Set(changed.map((c) => c.id))];
  for (let i = 0; i < ids.length; i += CATCH_UP_PAGE) {
    const page = ids.slice(i, i + CATCH_UP_PAGE);
    const records = await source.loadByIds(page);
    const found = new Set<number>();
    for (const r of records) {
      found.add(r.id);
      try {
        upsert(index, r);
      } catch (err) {
        log.error({ err, productId: r.id }, 'search index update refused a product');
      }
    }
    for (const id of page) if (!found.has(id)) remove(index, id);
  }
  const [db, own] = [await source.totals(), totalsOf(index)];
  if (db.count !== own.count || db.idSum !== own.idSum) {
    return `it holds ${own.count} products (id sum ${own.idSum}), the catalogue ${db.count} (id sum ${db.idSum})`;
  }
  return null;
}

/**
 * Loads the snapshot, brings it up to date and serves it; resolves false (having logged why) when
 * there is none or it cannot be used, and the caller rebuilds.
 */
export async function startFromSnapshot(
  engine: SearchEngine,
  source: SnapshotSource,
  limits: { lagSeconds: number; maxChanges: number },
  log: Logger,
): Promise<boolean> {
  return engine.install(async () => {
    const loaded = await engine.loadSnapshot();
    if ('invalid' in loaded) {
      if (loaded.invalid === 'no snapshot') log.info('no search index snapshot yet: building the index');
      else log.warn({ reason: loaded.invalid }, 'search index snapshot unusable: rebuilding the index');
      return null;
    }
    const t0 = performance.now();
    const stale = await bringUpToDate(loaded.index, loaded.tag, source, limits, log);
    if (stale) {
      log.info({ reason: stale }, 'search index snapshot is out of date: rebuilding the index');
      return null;
    }
    const report: BuildReport = {
      kind: 'snapshot',
      documents: loaded.index.docCount - loaded.index.deletedCount,
      workerMs: loaded.readMs,
      unpackMs: loaded.unpackMs,
      replayed: 0,
      snapshot: { bytes: loaded.bytes, writeMs: 0 },
    };
    log.info({ bytes: loaded.bytes, readMs: Math.round(loaded.readMs), unpackMs: Math.round(loaded.unpackMs), catchUpMs: Math.round(performance.now() - t0), changes: loaded.index.changes }, 'search index loaded from its snapshot');
    return { index: loaded.index, report };
  });
}
