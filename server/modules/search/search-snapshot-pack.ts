/**
 * A freshly built search index as plain data: a small description (JSON) and typed arrays. The
 * rebuild worker hands its index to the serving thread this way (the arrays' memory is moved, not
 * copied), and the snapshot file (search-snapshot-file.ts) is the same arrays on disk.
 *
 * Only what the build made is packed; what the serving thread derives cheaply (the matcher, caches,
 * scratch space, comparators of the sort orders) is made again when unpacking. Unpacking runs as
 * steps (a generator), so the serving thread takes it in slices of a few milliseconds.
 */
import { Matcher } from './search-matcher';
import { DisplayRecords } from './search-display';
import { FacetDict, MultiColumn, type FacetColumn } from './search-columns';
import { FacetRows, type RowFacet, type RowFacetGroup } from './search-facets';
import { assembleIndex, type SearchIndex, type SearchIndexOptions } from './search-index';
import { buildOrders } from './search-orders';
import { SINGLE_FACETS, type ColumnSet } from './search-records';
import { QueryLog, type SuggestionIndex } from './search-suggestions';
import { buildSynonymTable, DEFAULT_SYNONYMS } from './search-synonyms';
import type { TermIndex } from './search-term-index';
import { alphaTermList } from './search-term-typos';
import { packStrings, unpackStrings, unpackStringsNow, type PackArray, type PackedStrings } from './search-snapshot-strings';
import type { SuggestionRecord } from './search-types';
import { drain } from './search-sort';

export type { PackArray } from './search-snapshot-strings';

/** Bumped whenever the packed layout (or what the build puts in the index) changes: older packs are rebuilt. */
export const PACK_LAYOUT = 1;

interface TermMeta {
  termCount: number;
  docCount: number;
  text: PackedStrings;
  starts: number;
  postStart: number;
  postDoc: number;
  postAP: number;
  alphaIds: number;
  prefixKeys: PackedStrings;
  prefixVals: number;
  prefStart: number;
  prefDoc: number;
  prefAP: number;
  /** Bitsets of dense prefixes, one after the other, and each one's [start, end) (start -1: none). */
  prefBits: number;
  prefBitsAt: number;
  prefCount: number;
}

interface DictMeta {
  values: PackedStrings;
  rank: number;
  byRank: number;
}

export interface IndexMeta {
  layout: number;
  capacity: number;
  baseCount: number;
  docCount: number;
  deletedCount: number;
  /** Live documents and the sum of their product ids, to check against the catalogue. */
  live: number;
  idSum: number;
  num: Record<keyof ColumnSet['num'], number>;
  display: PackedStrings;
  attributeNames: string[];
  /** Facet names in the order of the index's facet map, with the kind of each. */
  facetOrder: Array<{ name: string; kind: 'row' | 'multi' }>;
  dicts: Record<string, DictMeta>;
  rows: {
    facets: Array<{ name: string; group: RowFacetGroup; base: number; cap: number }>;
    width: number;
    attrSlots: number;
    listSlots: [number, number];
    codes: number;
    ovOff: number;
    ov: number;
    ovUsed: number;
    total: number;
    codeFacet: number;
  };
  multi: Array<{ name: string; off: number; vals: number; used: number }>;
  ti: TermMeta;
  deleted: number;
  idOrder: number;
  orders: Array<{ rank: number; perm: number; spacing: number }>;
  allCounts: { rows: number; lists: Array<{ name: string; counts: number }> };
  suggestions: { entries: PackedStrings; ti: TermMeta; rank: number };
}

export interface PackedIndex {
  meta: IndexMeta;
  arrays: PackArray[];
}

/** The private parts of the column classes that a pack reads and restores (plain fields at run time). */
interface DictInternals {
  values: string[];
  ids: Map<string, number>;
  order: { rank: Uint32Array; byRank: Uint32Array } | null;
}
interface RowsInternals {
  pending: unknown;
  relayout(width: number, attrSlots: number, listSlots: [number, number]): void;
}

function packTerms(ti: TermIndex, add: (a: PackArray) => number): TermMeta {
  const bits: Uint32Array[] = [];
  const at = new Int32Array(ti.prefBits.length * 2);
  let words = 0;
  ti.prefBits.forEach((b, i) => {
    at[i * 2] = b ? words : -1;
    at[i * 2 + 1] = b ? words + b.length : -1;
    if (b) {
      bits.push(b);
      words += b.length;
    }
  });
  const allBits = new Uint32Array(words);
  for (let i = 0, w = 0; i < bits.length; w += bits[i].length, i++) allBits.set(bits[i], w);
  const keys = [...ti.prefixIds.keys()];
  return {
    termCount: ti.termCount,
    docCount: ti.docCount,
    text: packStrings([ti.text], add),
    starts: add(ti.starts),
    postStart: add(ti.postStart),
    postDoc: add(ti.postDoc),
    postAP: add(ti.postAP),
    alphaIds: add(ti.alphaIds),
    prefixKeys: packStrings(keys, add),
    prefixVals: add(Int32Array.from(keys, (k) => ti.prefixIds.get(k)!)),
    prefStart: add(ti.prefStart),
    prefDoc: add(ti.prefDoc),
    prefAP: add(ti.prefAP),
    prefBits: add(allBits),
    prefBitsAt: add(at),
    prefCount: add(ti.prefCount),
  };
}

function* unpackTerms(m: TermMeta, a: readonly PackArray[]): Generator<void, TermIndex> {
  const [text] = unpackStringsNow(m.text, a);
  const keys = yield* unpackStrings(m.prefixKeys, a, new Array<string>(m.prefixKeys.count));
  const vals = a[m.prefixVals] as Int32Array;
  const prefixIds = new Map<string, number>();
  for (let i = 0; i < keys.length; i++) {
    prefixIds.set(keys[i], vals[i]);
    if ((i & 0x3fff) === 0x3fff) yield;
  }
  const allBits = a[m.prefBits] as Uint32Array;
  const at = a[m.prefBitsAt] as Int32Array;
  const prefBits: (Uint32Array | null)[] = [];
  for (let i = 0; i < at.length; i += 2) prefBits.push(at[i] < 0 ? null : allBits.subarray(at[i], at[i + 1]));
  const starts = a[m.starts] as Uint32Array;
  if (starts.length !== m.termCount + 1 || starts[m.termCount] !== text.length) throw new Error('term dictionary does not match its text');
  return {
    termCount: m.termCount,
    docCount: m.docCount,
    text,
    starts,
    postStart: a[m.postStart] as Uint32Array,
    postDoc: a[m.postDoc] as Int32Array,
    postAP: a[m.postAP] as Uint8Array,
    alphaIds: a[m.alphaIds] as Uint32Array,
    prefixIds,
    prefStart: a[m.prefStart] as Uint32Array,
    prefDoc: a[m.prefDoc] as Int32Array,
    prefAP: a[m.prefAP] as Uint8Array,
    prefBits,
    prefCount: a[m.prefCount] as Uint32Array,
  };
}

function packDict(dict: FacetDict, add: (a: PackArray) => number): DictMeta {
  const { rank, byRank } = dict.nameOrder();
  return { values: packStrings(dict.values, add), rank: add(rank), byRank: add(byRank) };
}

function* unpackDict(m: DictMeta, a: readonly PackArray[]): Generator<void, FacetDict> {
  const dict = new FacetDict();
  const inner = dict as unknown as DictInternals;
  const values = yield* unpackStrings(m.values, a, inner.values);
  if (values[0] !== '') throw new Error('facet dictionary without its empty value');
  for (let i = 1; i < values.length; i++) {
    inner.ids.set(values[i], i);
    if ((i & 0x3fff) === 0x3fff) yield;
  }
  const rank = a[m.rank] as Uint32Array;
  const byRank = a[m.byRank] as Uint32Array;
  if (rank.length === values.length && byRank.length === values.length) inner.order = { rank, byRank };
  return dict;
}

/** Packs a freshly built index (no changes since its build); the arrays are the index's own, not copies. */
export function packIndex(idx: SearchIndex): PackedIndex {
  if (idx.changes !== 0 || idx.docCount !== idx.baseCount) throw new Error('only a freshly built index can be packed');
  const arrays: PackArray[] = [];
  const add = (x: PackArray) => arrays.push(x) - 1;
  const dicts: Record<string, DictMeta> = {};
  const facetOrder: IndexMeta['facetOrder'] = [];
  const multi: IndexMeta['multi'] = [];
  const lists: IndexMeta['allCounts']['lists'] = [];
  for (const [name, f] of idx.facets) {
    facetOrder.push({ name, kind: f.kind });
    dicts[name] = packDict(f.dict, add);
    if (f.kind === 'multi') {
      multi.push({ name, off: add(f.off), vals: add(f.vals), used: (f as unknown as { used: number }).used });
      const counts = idx.allCounts.lists.get(f);
      if (counts) lists.push({ name, counts: add(counts) });
    }
  }
  const rows = idx.rows;
  let live = 0;
  let idSum = 0;
  for (let d = 0; d < idx.docCount; d++) {
    if (idx.deleted[d] === 0) {
      live++;
      idSum += idx.num.id[d];
    }
  }
  const n = idx.num;
  const meta: IndexMeta = {
    layout: PACK_LAYOUT,
    capacity: idx.capacity,
    baseCount: idx.baseCount,
    docCount: idx.docCount,
    deletedCount: idx.deletedCount,
    live,
    idSum,
    num: { price: add(n.price), rating: add(n.rating), quantity: add(n.quantity), sales: add(n.sales), createdAt: add(n.createdAt), id: add(n.id) },
    display: packStrings(idx.display.list(idx.docCount), add),
    attributeNames: [...idx.attributeNames],
    facetOrder,
    dicts,
    rows: {
      facets: rows.facets.map((f) => ({ name: f.name, group: f.group, base: f.base, cap: f.cap })),
      width: rows.width,
      attrSlots: rows.attrSlots,
      listSlots: [...rows.listSlots],
      codes: add(rows.codes),
      ovOff: add(rows.ovOff),
      ov: add(rows.ov),
      ovUsed: rows.ovUsed,
      total: rows.total,
      codeFacet: add(rows.codeFacet),
    },
    multi,
    ti: packTerms(idx.ti, add),
    deleted: add(idx.deleted),
    idOrder: add(idx.idOrder),
    orders: idx.orders.map((o) => ({ rank: add(o.rank), perm: add(o.perm), spacing: o.spacing })),
    allCounts: { rows: add(idx.allCounts.rows), lists },
    suggestions: {
      entries: packStrings(
        idx.suggestions.entries.map((e) => JSON.stringify(e)),
        add,
      ),
      ti: packTerms(idx.suggestions.ctx.ti, add),
      rank: add(idx.suggestions.rank),
    },
  };
  return { meta, arrays };
}

function* unpackRows(m: IndexMeta, a: readonly PackArray[], dicts: Map<string, FacetDict>): Generator<void, FacetRows> {
  const rows = new FacetRows(0, SINGLE_FACETS, () => new FacetDict());
  const saved = m.rows.facets;
  for (let i = rows.facets.length; i < saved.length; i++) {
    if (saved[i].group !== 'attr') throw new Error('facet rows out of order');
    rows.addAttribute(saved[i].name, dicts.get(saved[i].name) ?? new FacetDict());
  }
  if (rows.facets.length !== saved.length) throw new Error('facet rows do not match');
  rows.facets.forEach((f, i) => {
    if (f.name !== saved[i].name || f.group !== saved[i].group) throw new Error(`facet ${saved[i].name} out of place`);
    const dict = dicts.get(f.name);
    if (!dict) throw new Error(`facet ${f.name} without its dictionary`);
    (f as { dict: FacetDict }).dict = dict;
  });
  const inner = rows as unknown as RowsInternals;
  inner.pending = null;
  // Generates the counting loop for the width; the layout itself is then the saved one.
  inner.relayout(m.rows.width, m.rows.attrSlots, m.rows.listSlots);
  yield;
  rows.facets.forEach((f, i) => {
    f.base = saved[i].base;
    f.cap = saved[i].cap;
  });
  rows.codes = a[m.rows.codes] as Uint16Array | Uint32Array;
  rows.ovOff = a[m.rows.ovOff] as Uint32Array;
  rows.ov = a[m.rows.ov] as Uint32Array<ArrayBuffer>;
  rows.ovUsed = m.rows.ovUsed;
  rows.total = m.rows.total;
  rows.codeFacet = a[m.rows.codeFacet] as Int32Array<ArrayBuffer>;
  rows.capacity = m.capacity;
  if (rows.codes.length !== m.capacity * m.rows.width || rows.ovOff.length !== m.capacity + 1 || rows.codeFacet.length !== m.rows.total) {
    throw new Error('facet rows do not match the capacity');
  }
  return rows;
}

/** Makes the index of a pack again, in steps; `options` as for a build (synonyms, the shared query log). */
export function* unpackIndex(packed: PackedIndex, options: SearchIndexOptions = {}): Generator<void, SearchIndex> {
  const { meta: m, arrays: a } = packed;
  if (m.layout !== PACK_LAYOUT) throw new Error(`index layout ${m.layout}, expected ${PACK_LAYOUT}`);
  const synonyms = buildSynonymTable(options.synonyms ?? DEFAULT_SYNONYMS);
  const queryLog = options.queryLog ?? new QueryLog();
  const dicts = new Map<string, FacetDict>();
  for (const { name } of m.facetOrder) dicts.set(name, yield* unpackDict(m.dicts[name], a));
  const rows = yield* unpackRows(m, a, dicts);
  const facets = new Map<string, FacetColumn>();
  const rowFacets = new Map(rows.facets.map((f) => [f.name, f]));
  for (const { name, kind } of m.facetOrder) {
    if (kind === 'row') {
      const f = rowFacets.get(name);
      if (!f) throw new Error(`facet ${name} missing from the rows`);
      facets.set(name, f as RowFacet);
    } else {
      const saved = m.multi.find((x) => x.name === name);
      if (!saved) throw new Error(`list facet ${name} missing`);
      const column = new MultiColumn(name, dicts.get(name)!, 0);
      column.off = a[saved.off] as Uint32Array;
      column.vals = a[saved.vals] as Uint32Array;
      (column as unknown as { used: number }).used = saved.used;
      facets.set(name, column);
    }
  }
  const display = yield* DisplayRecords.fromPack(m.display, a);
  const num = {
    price: a[m.num.price] as Float64Array,
    rating: a[m.num.rating] as Float64Array,
    quantity: a[m.num.quantity] as Int32Array,
    sales: a[m.num.sales] as Uint32Array,
    createdAt: a[m.num.createdAt] as Float64Array,
    id: a[m.num.id] as Int32Array,
  };
  for (const col of Object.values(num)) if (col.length !== m.capacity) throw new Error('a column does not match the capacity');
  const cols: ColumnSet = { capacity: m.capacity, num, rows, facets, attributeNames: [...m.attributeNames], display };
  const ti = yield* unpackTerms(m.ti, a);
  // Comparators of the sort orders, reading titles as they are asked for; ranks and permutations are the saved ones.
  const { orders } = drain(buildOrders({ ...cols, capacity: 0 }, 0));
  if (orders.length !== m.orders.length) throw new Error('sort orders do not match');
  m.orders.forEach((o, i) => {
    orders[i].rank = a[o.rank] as Uint32Array;
    orders[i].perm = a[o.perm] as Int32Array;
    orders[i].spacing = o.spacing;
  });
  const lists = new Map<FacetColumn, Int32Array>();
  for (const l of m.allCounts.lists) lists.set(facets.get(l.name)!, a[l.counts] as Int32Array);
  const entryText = yield* unpackStrings(m.suggestions.entries, a, new Array<string>(m.suggestions.entries.count));
  const entries: SuggestionRecord[] = new Array(entryText.length);
  for (let i = 0; i < entryText.length; i++) {
    entries[i] = JSON.parse(entryText[i]) as SuggestionRecord;
    if ((i & 0xfff) === 0xfff) yield;
  }
  const sti = yield* unpackTerms(m.suggestions.ti, a);
  const suggestions: SuggestionIndex = {
    entries,
    ctx: { ti: sti, side: null, alpha: alphaTermList(sti), synonyms },
    matcher: new Matcher(),
    rank: a[m.suggestions.rank] as Uint32Array,
  };
  const idx = assembleIndex(cols, {
    synonyms,
    queryLog,
    ti,
    baseCount: m.baseCount,
    docCount: m.docCount,
    deleted: a[m.deleted] as Uint8Array,
    deletedCount: m.deletedCount,
    idOrder: a[m.idOrder] as Int32Array,
    orders,
    allCounts: { rows: a[m.allCounts.rows] as Int32Array, lists },
    suggestions,
  });
  if (idx.deleted.length !== m.capacity || idx.idOrder.length !== m.baseCount || display.length !== m.docCount) {
    throw new Error('index arrays do not match its document count');
  }
  return idx;
}

/** Each distinct memory block of a pack once: what to move to another thread. */
export function transferList(arrays: readonly PackArray[]): ArrayBuffer[] {
  const seen = new Set<ArrayBuffer>();
  for (const x of arrays) if (x.buffer instanceof ArrayBuffer) seen.add(x.buffer);
  return [...seen];
}
