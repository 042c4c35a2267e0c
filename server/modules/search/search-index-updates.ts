/** Incremental updates of a search index between rebuilds: upserts and removals, reading records back, size figures. */
import { countOne } from './search-columns';
import type { SearchIndex } from './search-index';
import { emitRecordTerms, stringSink } from './search-analysis';
import { insertIntoOrders } from './search-orders';
import { liveCounts } from './search-facet-counts';
import { cleanRecord, growColumns, grown, materialize, writeDoc } from './search-records';
import type { SearchProductRecord } from './search-types';

function findDocOf(idx: SearchIndex, id: number): number {
  const side = idx.sideIds.get(id);
  if (side !== undefined) return side;
  const { idOrder } = idx;
  const ids = idx.num.id;
  let lo = 0;
  let hi = idOrder.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[idOrder[mid]] < id) lo = mid + 1;
    else hi = mid;
  }
  for (; lo < idOrder.length && ids[idOrder[lo]] === id; lo++) if (idx.deleted[idOrder[lo]] === 0) return idOrder[lo];
  return -1;
}

function growIndex(idx: SearchIndex, capacity: number): void {
  growColumns(idx, capacity);
  idx.deleted = grown(idx.deleted, capacity);
  for (const o of idx.orders) o.rank = grown(o.rank, capacity);
}

function adjustCounts(idx: SearchIndex, doc: number, sign: number): void {
  if (idx.allCounts.rows.length !== idx.rows.total) {
    // The rows were laid out again (a dictionary outgrew its counters): count afresh.
    idx.allCounts = liveCounts(idx);
    if (sign > 0) return;
  }
  idx.rows.countOne(doc, idx.allCounts.rows, sign);
  for (const column of idx.facets.values()) {
    if (column.kind !== 'multi') continue;
    let counts = idx.allCounts.lists.get(column);
    if (!counts || counts.length < column.dict.size) {
      counts = counts ? grown(counts, column.dict.size + 16) : new Int32Array(column.dict.size + 16);
      idx.allCounts.lists.set(column, counts);
    }
    countOne(column, doc, counts, sign);
  }
  idx.priceStats = undefined;
}

function removeDoc(idx: SearchIndex, id: number): boolean {
  const doc = findDocOf(idx, id);
  if (doc < 0) return false;
  adjustCounts(idx, doc, -1);
  if (doc < idx.baseCount) idx.postings.onDelete(doc);
  idx.deleted[doc] = 1;
  idx.deletedCount++;
  idx.sideIds.delete(id);
  return true;
}

/** Adds or replaces a product; visible to the next search. */
export function upsert(idx: SearchIndex, record: SearchProductRecord): void {
  const r = cleanRecord(record);
  removeDoc(idx, r.id);
  const doc = idx.docCount;
  if (doc >= idx.capacity) growIndex(idx, Math.ceil(idx.capacity * 1.5) + 64);
  writeDoc(idx, doc, r);
  emitRecordTerms(r, stringSink((t, ap) => idx.side.add(t, doc, ap)));
  idx.docCount++;
  insertIntoOrders(idx.orders, doc);
  adjustCounts(idx, doc, 1);
  idx.sideIds.set(r.id, doc);
  idx.changes++;
}

/** Removes a product; returns false when it was not indexed. */
export function remove(idx: SearchIndex, id: number): boolean {
  const removed = removeDoc(idx, id);
  if (removed) idx.changes++;
  return removed;
}

/** The indexed record of a product, or undefined. */
export function getRecord(idx: SearchIndex, id: number): SearchProductRecord | undefined {
  const doc = findDocOf(idx, id);
  return doc < 0 ? undefined : materialize(idx, doc);
}

/** Every live record (to rebuild from, or to check the index against the database). */
export function* liveRecords(idx: SearchIndex): Generator<SearchProductRecord> {
  const end = idx.docCount;
  for (let d = 0; d < end; d++) if (idx.deleted[d] === 0) yield materialize(idx, d);
}

/** Size figures: live documents, changes waiting for a rebuild, and index bytes (display records apart). */
export function indexStats(idx: SearchIndex): { documents: number; changes: number; indexBytes: number; displayBytes: number } {
  const ti = idx.ti;
  let bytes = ti.text.length * 2 + ti.starts.byteLength + ti.postStart.byteLength + ti.postDoc.byteLength + ti.postAP.byteLength;
  bytes += ti.alphaIds.byteLength + ti.prefStart.byteLength + ti.prefDoc.byteLength + ti.prefAP.byteLength + ti.prefCount.byteLength;
  for (const b of ti.prefBits) if (b) bytes += b.byteLength;
  bytes += ti.prefixIds.size * 48;
  for (const a of Object.values(idx.num)) bytes += (a as ArrayLike<number> & { byteLength: number }).byteLength;
  bytes += idx.rows.byteLength;
  for (const f of idx.facets.values()) if (f.kind === 'multi') bytes += f.off.byteLength + f.vals.byteLength;
  for (const o of idx.orders) bytes += o.rank.byteLength + o.perm.byteLength;
  bytes += idx.deleted.byteLength + idx.idOrder.byteLength;
  return { documents: idx.docCount - idx.deletedCount, changes: idx.changes, indexBytes: bytes, displayBytes: idx.display.byteSize() };
}
