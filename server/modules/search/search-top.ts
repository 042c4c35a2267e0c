/**
 * The best k documents of a match in a sort order: relevance first, then the order's rank, by the
 * cheapest way the match allows (read off the order, a bounded heap, a bitmap walk, or a dense
 * bitset merged with its small sources).
 */
import { isKind } from './search-category-intent';
import type { MatchSet } from './search-matcher';
import { REL_OTHER_KIND } from './search-matcher';
import type { SearchIndex } from './search-index';
import type { SortOrder } from './search-orders';
import type { DenseMatch, Matched } from './search-query';

/** The top of a dense match: the bitset read in sort order, merged with the small sources' best. */
function topDense(idx: SearchIndex, dense: DenseMatch, order: SortOrder, k: number): number[] {
  const fromSmall = topDocs(idx, dense.small, order, k);
  // The relevance of the small sources' best, found in one pass (small may hold a plural's whole posting).
  const smallRel = new Map<number, number>();
  for (const d of fromSmall) smallRel.set(d, 0);
  for (let i = 0; i < dense.small.n; i++) if (smallRel.has(dense.small.docs[i])) smallRel.set(dense.small.docs[i], dense.small.rels![i]);
  const { docs: fromBits, rels: bitRels } = dense.kind === null ? bitsInOrder(idx, dense, order, k) : kindFirstBits(idx, dense, order, k);
  const { rank } = order;
  const key = (d: number, rel: number) => rel * 4294967296 + rank[d];
  const out: number[] = [];
  let a = 0;
  let b = 0;
  while (out.length < k && (a < fromSmall.length || b < fromBits.length)) {
    const ka = a < fromSmall.length ? key(fromSmall[a], smallRel.get(fromSmall[a])!) : Infinity;
    const kb = b < fromBits.length ? key(fromBits[b], bitRels[b]) : Infinity;
    out.push(ka <= kb ? fromSmall[a++] : fromBits[b++]);
  }
  return out;
}

interface RankedDocs {
  docs: number[];
  rels: number[];
}

/** The first k live bitset documents (not among the small sources) in the order, all of the bitset's relevance. */
function bitsInOrder(idx: SearchIndex, dense: DenseMatch, order: SortOrder, k: number): RankedDocs {
  const docs: number[] = [];
  const { perm } = order;
  const bits = dense.bits;
  for (let i = 0; i < perm.length && docs.length < k; i++) {
    const d = perm[i];
    if ((bits[d >>> 5] & (1 << (d & 31))) !== 0 && idx.deleted[d] === 0 && !dense.inSmall.has(d)) docs.push(d);
  }
  return { docs, rels: new Array<number>(docs.length).fill(dense.rel) };
}

let memberScratch = new Int32Array(0);

/**
 * The best k bitset documents when a named kind ranks first: its members in the order, then the
 * others. Members common in the bitset are found reading the order; rare ones (a sixteenth of
 * the bitset or less) are listed off the two bitsets and the k first in the order kept.
 */
function kindFirstBits(idx: SearchIndex, dense: DenseMatch, order: SortOrder, k: number): RankedDocs {
  const kind = dense.kind!;
  const { perm } = order;
  const bits = dense.bits;
  const deleted = idx.deleted;
  const members: number[] = [];
  const others: number[] = [];
  if (dense.kindCount * 16 <= dense.entry.live) {
    if (memberScratch.length < dense.kindCount) memberScratch = new Int32Array(Math.max(dense.kindCount, memberScratch.length * 2));
    const listed = memberScratch;
    let n = 0;
    const kindBits = kind.bits;
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w] & (kindBits[w] ?? 0);
      while (word !== 0) {
        const low = word & -word;
        const d = (w << 5) + (31 - Math.clz32(low));
        word ^= low;
        if (deleted[d] === 0 && !dense.inSmall.has(d) && n < listed.length) listed[n++] = d;
      }
    }
    members.push(...topDocs(idx, { docs: listed, rels: null, n }, order, k));
    for (let i = 0; i < perm.length && members.length + others.length < k; i++) {
      const d = perm[i];
      if ((bits[d >>> 5] & (1 << (d & 31))) !== 0 && deleted[d] === 0 && !dense.inSmall.has(d) && !isKind(kind, d)) others.push(d);
    }
  } else {
    // Reading stops at k members, or at k others once every member was seen.
    let seen = 0;
    for (let i = 0; i < perm.length && members.length < k && (others.length < k || seen < dense.kindCount); i++) {
      const d = perm[i];
      if ((bits[d >>> 5] & (1 << (d & 31))) === 0 || deleted[d] === 1) continue;
      const member = isKind(kind, d);
      if (member) seen++;
      if (dense.inSmall.has(d)) continue;
      if (member) members.push(d);
      else if (others.length < k) others.push(d);
    }
  }
  const docs = members.concat(others).slice(0, k);
  const rels = docs.map((_, i) => (i < members.length ? dense.rel : dense.rel | REL_OTHER_KIND));
  return { docs, rels };
}

/**
 * The best k documents: relevance first, then the sort order's rank. A bounded max-heap keeps
 * the k best seen so far, so a page costs O(matches · log k), never a sort of every match.
 */
function topDocs(idx: SearchIndex, ms: MatchSet, order: SortOrder, k: number): number[] {
  const { docs, rels, n } = ms;
  const { rank } = order;
  const keys = idx.heapKeys;
  const hd = idx.heapDocs;
  let size = 0;
  for (let i = 0; i < n; i++) {
    const d = docs[i];
    const key = (rels === null ? 0 : rels[i]) * 4294967296 + rank[d];
    if (size < k) {
      let j = size++;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if (keys[p] >= key) break;
        keys[j] = keys[p];
        hd[j] = hd[p];
        j = p;
      }
      keys[j] = key;
      hd[j] = d;
    } else if (key < keys[0]) {
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        if (l >= size) break;
        const c = l + 1 < size && keys[l + 1] > keys[l] ? l + 1 : l;
        if (keys[c] <= key) break;
        keys[j] = keys[c];
        hd[j] = hd[c];
        j = c;
      }
      keys[j] = key;
      hd[j] = d;
    }
  }
  const out: number[] = [];
  for (let i = 0; i < size; i++) out.push(i);
  out.sort((a, b) => keys[a] - keys[b]);
  return out.map((i) => hd[i]);
}

/**
 * The top of an order for a large unranked match set (empty query with filters): mark the
 * matches in a bitmap and read the order until k are found, rather than heap every match.
 */
function topByOrder(idx: SearchIndex, ms: MatchSet, order: SortOrder, k: number): number[] {
  const words = Math.ceil(idx.docCount / 32);
  if (idx.bitmap.length < words) idx.bitmap = new Uint32Array(words * 2);
  const bits = idx.bitmap;
  bits.fill(0, 0, words);
  const added: number[] = [];
  for (let i = 0; i < ms.n; i++) {
    const d = ms.docs[i];
    bits[d >>> 5] |= 1 << (d & 31);
    if (d >= idx.baseCount) added.push(d);
  }
  const fromPerm: number[] = [];
  const perm = order.perm;
  for (let i = 0; i < perm.length && fromPerm.length < k; i++) {
    const d = perm[i];
    if ((bits[d >>> 5] & (1 << (d & 31))) !== 0) fromPerm.push(d);
  }
  if (added.length === 0) return fromPerm;
  const rank = order.rank;
  added.sort((a, b) => rank[a] - rank[b]);
  const out: number[] = [];
  let a = 0;
  let b = 0;
  while (out.length < k && (a < fromPerm.length || b < added.length)) {
    if (b >= added.length || (a < fromPerm.length && rank[fromPerm[a]] <= rank[added[b]])) out.push(fromPerm[a++]);
    else out.push(added[b++]);
  }
  return out;
}

/** The best k documents of a match in an order, by the cheapest way the match allows. */
export function topOfMatch(idx: SearchIndex, m: Matched, order: SortOrder, k: number): number[] {
  if (m.dense) return topDense(idx, m.dense, order, k);
  return (m.everything && topOfOrder(idx, order, k)) || topOf(idx, m.docs(), order, k);
}

/** The top of an order when every live document matches with equal relevance: read it off the order. */
function topOfOrder(idx: SearchIndex, order: SortOrder, k: number): number[] | null {
  if (idx.docCount !== idx.baseCount || idx.deletedCount > 0) return null;
  return Array.from(order.perm.subarray(0, k));
}

function topOf(idx: SearchIndex, ms: MatchSet, order: SortOrder, k: number): number[] {
  return ms.rels === null && ms.n * 16 > idx.docCount ? topByOrder(idx, ms, order, k) : topDocs(idx, ms, order, k);
}
