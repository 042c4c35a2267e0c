/**
 * The inverted index in typed arrays: a sorted term dictionary (one flat string plus offsets, so
 * millions of terms cost no heap objects), posting lists in CSR form, and precomputed postings
 * for short prefixes that expand to many terms (the word being typed, "a", "ar1"…), so a
 * keystroke never unions thousands of lists.
 *
 * A posting carries the document and one "attribute/position" byte: the attribute code in the
 * high 3 bits and the word position (capped at 31) in the low 5, the best occurrence per document.
 */
import { identity, positions, radixSortSteps } from './search-sort';
import { hasDigit } from './search-text';

/** Attribute/position byte for matches whose attribute is not known (bitset prefix postings). */
export const AP_UNKNOWN = 255;
/** Terms longer than this are not indexed, and query words longer than this find nothing. */
export const MAX_TERM_LENGTH = 64;
/** A prefix expanding to more terms than this gets its own precomputed posting list. */
export const PREFIX_MIN_TERMS = 32;
const MAX_PREFIX_LENGTH = 24;

export interface TermIndex {
  readonly termCount: number;
  readonly docCount: number;
  /** Every term, sorted (UTF-16 code unit order), concatenated. */
  readonly text: string;
  readonly starts: Uint32Array;
  readonly postStart: Uint32Array;
  readonly postDoc: Int32Array;
  readonly postAP: Uint8Array;
  /** Ids of the terms without digits, in dictionary order: the only ones typo tolerance visits. */
  readonly alphaIds: Uint32Array;
  readonly prefixIds: Map<string, number>;
  readonly prefStart: Uint32Array;
  readonly prefDoc: Int32Array;
  readonly prefAP: Uint8Array;
  /** Dense prefixes are bitsets (smaller than a list once a prefix covers 1/40 of the documents). */
  readonly prefBits: (Uint32Array | null)[];
  readonly prefCount: Uint32Array;
}

class GrowInt32 {
  a: Int32Array;
  n = 0;
  constructor(capacity = 1024) {
    this.a = new Int32Array(capacity);
  }
  push(v: number): void {
    if (this.n === this.a.length) {
      const next = new Int32Array(this.a.length * 2);
      next.set(this.a);
      this.a = next;
    }
    this.a[this.n++] = v;
  }
}

class GrowUint8 {
  a: Uint8Array;
  n = 0;
  constructor(capacity = 1024) {
    this.a = new Uint8Array(capacity);
  }
  push(v: number): void {
    if (this.n === this.a.length) {
      const next = new Uint8Array(this.a.length * 2);
      next.set(this.a);
      this.a = next;
    }
    this.a[this.n++] = v;
  }
}

const MAX_RAW_TERM = 2 * MAX_TERM_LENGTH;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/**
 * The build's term table: open addressing over typed arrays, hashing a slice of the value being
 * indexed. Characters live in one growable buffer, so building a dictionary of millions of terms
 * creates no string per term, and a term seen before costs no allocation at all.
 */
class TermTable {
  chars = new Uint16Array(1 << 16);
  used = 0;
  size = 0;
  start = new Int32Array(1024);
  len = new Uint8Array(1024);
  /** Open addressing: pairs (id + 1, hash), so a probe compares hashes without another cache miss. */
  private slots = new Int32Array(4096);
  private mask = 2047;
  private readonly buf = new Uint16Array(MAX_RAW_TERM);

  /**
   * The id of the term s[from, to) (when joined, without its non-alphanumeric characters),
   * leading zeros stripped, added when new; -1 when empty or too long.
   */
  intern(s: string, from: number, to: number, joined: boolean): number {
    const buf = this.buf;
    let n = 0;
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      if (joined && !isAsciiAlnum(c)) continue;
      if (n === MAX_RAW_TERM) return -1;
      buf[n++] = c;
    }
    let z = 0;
    while (z < n - 1 && buf[z] === 48 && isDigit(buf[z + 1])) z++;
    const len = n - z;
    if (len <= 0 || len > MAX_TERM_LENGTH) return -1;
    let h = 0x811c9dc5;
    for (let i = z; i < n; i++) h = Math.imul(h ^ buf[i], 16777619);
    // FNV's low bits cluster on similar part numbers; mix before masking.
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const { slots, mask, chars } = this;
    let slot = h & mask;
    for (let e = slots[slot * 2]; e !== 0; e = slots[slot * 2]) {
      if (slots[slot * 2 + 1] === h) {
        const id = e - 1;
        if (this.len[id] === len) {
          const at = this.start[id];
          let k = 0;
          while (k < len && chars[at + k] === buf[z + k]) k++;
          if (k === len) return id;
        }
      }
      slot = (slot + 1) & mask;
    }
    return this.add(slot, h, z, len);
  }

  private add(slot: number, h: number, z: number, len: number): number {
    const id = this.size++;
    if (id === this.start.length) {
      this.start = grow(this.start, id * 2);
      this.len = grow(this.len, id * 2);
    }
    if (this.used + len > this.chars.length) this.chars = grow(this.chars, Math.max(this.chars.length * 2, this.used + len));
    this.chars.set(this.buf.subarray(z, z + len), this.used);
    this.start[id] = this.used;
    this.len[id] = len;
    this.used += len;
    this.slots[slot * 2] = id + 1;
    this.slots[slot * 2 + 1] = h;
    if (this.size * 2 > this.mask + 1) this.rehash();
    return id;
  }

  private rehash(): void {
    const size = (this.mask + 1) * 2;
    const slots = new Int32Array(size * 2);
    const mask = size - 1;
    for (let s = 0; s <= this.mask; s++) {
      const e = this.slots[s * 2];
      if (e === 0) continue;
      const h = this.slots[s * 2 + 1];
      let slot = h & mask;
      while (slots[slot * 2] !== 0) slot = (slot + 1) & mask;
      slots[slot * 2] = e;
      slots[slot * 2 + 1] = h;
    }
    this.slots = slots;
    this.mask = mask;
  }

  /** Four characters of term id from depth, packed for the radix sort. */
  chunkAt(id: number, depth: number): number {
    const at = this.start[id];
    const len = this.len[id];
    let v = 0;
    for (let j = depth; j < depth + 4; j++) {
      const c = j < len ? this.chars[at + j] : -1;
      v = v * 128 + (c < 0 ? 0 : c >= 126 ? 127 : c + 1);
    }
    return v;
  }

  compare(a: number, b: number): number {
    const la = this.len[a];
    const lb = this.len[b];
    const sa = this.start[a];
    const sb = this.start[b];
    const n = la < lb ? la : lb;
    for (let k = 0; k < n; k++) {
      const d = this.chars[sa + k] - this.chars[sb + k];
      if (d !== 0) return d;
    }
    return la - lb;
  }
}

function grow<T extends Int32Array | Uint8Array | Uint16Array>(a: T, size: number): T {
  const next = new (a.constructor as new (n: number) => T)(size);
  next.set(a);
  return next;
}

/** A string from UTF-16 code units, one-byte when it can be (half the memory for a Latin dictionary). */
function decodeChars(chars: Uint16Array): string {
  let wide = false;
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] > 255) {
      wide = true;
      break;
    }
  }
  if (wide) return Buffer.from(chars.buffer, chars.byteOffset, chars.byteLength).toString('utf16le');
  return Buffer.from(Uint8Array.from(chars)).toString('latin1');
}

/** Collects (term, document, attribute/position) triples; build() sorts them into a TermIndex. */
export class TermIndexBuilder {
  private readonly table = new TermTable();
  private readonly tTerm = new GrowInt32(1 << 16);
  private readonly tDoc = new GrowInt32(1 << 16);
  private readonly tAP = new GrowUint8(1 << 16);
  private doc = -1;

  /** Starts the terms of one document; documents must come in increasing order. */
  beginDoc(doc: number): void {
    this.doc = doc;
  }

  /** The builder's id of the term s[from, to) (ids become dictionary order at build), or -1 when not indexable. */
  intern(s: string, from = 0, to = s.length, joined = false): number {
    return this.table.intern(s, from, to, joined);
  }

  /** Adds a term of the current document by its builder id; repeats are merged at build, keeping the best position. */
  addId(id: number, ap: number): void {
    if (id < 0) return;
    this.tTerm.push(id);
    this.tDoc.push(this.doc);
    this.tAP.push(ap);
  }

  /** Adds the term s[from, to) to the current document. */
  add(s: string, from: number, to: number, ap: number, joined: boolean): void {
    this.addId(this.table.intern(s, from, to, joined), ap);
  }

  /** Sorts the dictionary and lays out postings; yields between phases so a rebuild can share the thread. */
  *build(docCount: number): Generator<void, TermIndex> {
    const table = this.table;
    const count = table.size;
    const order = identity(count);
    const sorted = yield* radixSortSteps(count, (id, depth) => table.chunkAt(id, depth), (a, b) => table.compare(a, b), positions(order), order);
    yield;
    const oldToNew = new Int32Array(count);
    const starts = new Uint32Array(count + 1);
    const flat = new Uint16Array(table.used);
    for (let i = 0; i < count; i++) {
      const id = sorted[i];
      oldToNew[id] = i;
      const at = table.start[id];
      const len = table.len[id];
      flat.set(table.chars.subarray(at, at + len), starts[i]);
      starts[i + 1] = starts[i] + len;
    }
    table.chars = new Uint16Array(0);
    yield;
    const { postStart, postDoc, postAP } = yield* layoutPostings(count, oldToNew, this.tTerm, this.tDoc, this.tAP);
    this.tTerm.a = new Int32Array(0);
    this.tDoc.a = new Int32Array(0);
    this.tAP.a = new Uint8Array(0);
    yield;
    const alpha = new GrowInt32(1024);
    for (let i = 0; i < count; i++) {
      let digit = false;
      for (let k = starts[i]; k < starts[i + 1] && !digit; k++) digit = isDigit(flat[k]);
      if (!digit) alpha.push(i);
    }
    const prefixes = yield* buildPrefixPostings(flat, starts, postStart, postDoc, postAP, docCount);
    return {
      termCount: count,
      docCount,
      text: decodeChars(flat),
      starts,
      postStart,
      postDoc,
      postAP,
      alphaIds: new Uint32Array(alpha.a.subarray(0, alpha.n)),
      ...prefixes,
    };
  }
}

/** Triples handled between two yields of the build (a few milliseconds of work). */
const LAYOUT_SLICE = 1 << 20;

function* layoutPostings(termCount: number, oldToNew: Int32Array, tTerm: GrowInt32, tDoc: GrowInt32, tAP: GrowUint8) {
  const n = tTerm.n;
  const start = new Uint32Array(termCount + 1);
  for (let p = 0; p < n; p++) start[oldToNew[tTerm.a[p]] + 1]++;
  for (let t = 0; t < termCount; t++) start[t + 1] += start[t];
  yield;
  const cursor = start.slice(0, termCount);
  const docs = new Int32Array(n);
  const aps = new Uint8Array(n);
  // Triples arrive in document order, so this stable scatter leaves every posting list sorted, and
  // a term repeated within one document lands next to its first occurrence, where it is merged.
  for (let p = 0; p < n; p++) {
    if ((p & (LAYOUT_SLICE - 1)) === 0) yield;
    const t = oldToNew[tTerm.a[p]];
    const k = cursor[t];
    const d = tDoc.a[p];
    if (k > start[t] && docs[k - 1] === d) {
      if (tAP.a[p] < aps[k - 1]) aps[k - 1] = tAP.a[p];
      continue;
    }
    docs[k] = d;
    aps[k] = tAP.a[p];
    cursor[t] = k + 1;
  }
  yield;
  // Close the gaps the merged repeats left at the end of each list.
  const postStart = new Uint32Array(termCount + 1);
  let w = 0;
  for (let t = 0; t < termCount; t++) {
    postStart[t] = w;
    for (let k = start[t], e = cursor[t]; k < e; k++, w++) {
      docs[w] = docs[k];
      aps[w] = aps[k];
    }
  }
  postStart[termCount] = w;
  return { postStart, postDoc: docs.slice(0, w), postAP: aps.slice(0, w) };
}

function* buildPrefixPostings(
  chars: Uint16Array,
  termStart: Uint32Array,
  postStart: Uint32Array,
  postDoc: Int32Array,
  postAP: Uint8Array,
  docCount: number,
): Generator<void, Pick<TermIndex, 'prefixIds' | 'prefStart' | 'prefDoc' | 'prefAP' | 'prefBits' | 'prefCount'>> {
  const prefixIds = new Map<string, number>();
  const starts = new GrowInt32(1024);
  const counts = new GrowInt32(1024);
  const docs = new GrowInt32(1 << 16);
  const aps = new GrowUint8(1 << 16);
  const bits: (Uint32Array | null)[] = [];
  const mark = new Int32Array(docCount).fill(-1);
  const best = new Uint8Array(docCount);
  const tmp = new Int32Array(docCount);
  const bitsetBytes = Math.ceil(docCount / 32) * 4;
  const termCount = termStart.length - 1;
  // Character at depth of term i, or -1 past its end.
  const charAt = (i: number, depth: number) => (termStart[i] + depth < termStart[i + 1] ? chars[termStart[i] + depth] : -1);
  starts.push(0);

  const stack: number[] = [0, termCount, 0];
  let serial = 0;
  let work = 0;
  while (stack.length) {
    const depth = stack.pop()!;
    const hi = stack.pop()!;
    let i = stack.pop()!;
    while (i < hi && charAt(i, depth) < 0) i++;
    while (i < hi) {
      const c = charAt(i, depth);
      let j = i + 1;
      while (j < hi && charAt(j, depth) === c) j++;
      if (j - i > PREFIX_MIN_TERMS && depth < MAX_PREFIX_LENGTH) {
        const id = serial++;
        prefixIds.set(String.fromCharCode(...chars.subarray(termStart[i], termStart[i] + depth + 1)), id);
        let u = 0;
        for (let k = postStart[i], e = postStart[j]; k < e; k++) {
          const d = postDoc[k];
          if (mark[d] !== id) {
            mark[d] = id;
            best[d] = postAP[k];
            tmp[u++] = d;
          } else if (postAP[k] < best[d]) best[d] = postAP[k];
        }
        counts.push(u);
        if (u * 5 >= bitsetBytes) {
          const set = new Uint32Array(bitsetBytes / 4);
          for (let k = 0; k < u; k++) set[tmp[k] >>> 5] |= 1 << (tmp[k] & 31);
          bits.push(set);
        } else {
          bits.push(null);
          const sorted = tmp.subarray(0, u).sort();
          for (let k = 0; k < u; k++) {
            docs.push(sorted[k]);
            aps.push(best[sorted[k]]);
          }
        }
        starts.push(docs.n);
        stack.push(i, j, depth + 1);
        if ((work += postStart[j] - postStart[i]) > LAYOUT_SLICE) {
          work = 0;
          yield;
        }
      }
      i = j;
    }
  }
  return {
    prefixIds,
    prefStart: new Uint32Array(starts.a.subarray(0, starts.n)),
    prefDoc: docs.a.slice(0, docs.n),
    prefAP: aps.a.slice(0, aps.n),
    prefBits: bits,
    prefCount: new Uint32Array(counts.a.subarray(0, counts.n)),
  };
}

/** Compares dictionary term id with s; as a prefix, a term starting with s compares equal. */
function compareTerm(ti: TermIndex, id: number, s: string, asPrefix: boolean): number {
  const from = ti.starts[id];
  const la = ti.starts[id + 1] - from;
  const lb = s.length;
  const n = la < lb ? la : lb;
  const text = ti.text;
  for (let k = 0; k < n; k++) {
    const diff = text.charCodeAt(from + k) - s.charCodeAt(k);
    if (diff !== 0) return diff;
  }
  if (asPrefix && la >= lb) return 0;
  return la - lb;
}

/** First term id for which compareTerm(…) > 0 (asPrefix) or >= 0 (exact). */
function searchTerms(ti: TermIndex, s: string, asPrefix: boolean): number {
  let lo = 0;
  let hi = ti.termCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareTerm(ti, mid, s, asPrefix);
    if (asPrefix ? c <= 0 : c < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The id of an exact term, or -1. */
export function findTerm(ti: TermIndex, s: string): number {
  const i = searchTerms(ti, s, false);
  return i < ti.termCount && compareTerm(ti, i, s, false) === 0 ? i : -1;
}

/** Ids [lo, hi) of the terms starting with s. */
export function prefixRange(ti: TermIndex, s: string): { lo: number; hi: number } {
  return { lo: searchTerms(ti, s, false), hi: searchTerms(ti, s, true) };
}

/** Positions [lo, hi) in alphaIds of the alphabetic terms starting with s. */
export function alphaPrefixRange(ti: TermIndex, s: string): { lo: number; hi: number } {
  const ids = ti.alphaIds;
  const bound = (asPrefix: boolean) => {
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareTerm(ti, ids[mid], s, asPrefix);
      if (asPrefix ? c <= 0 : c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return { lo: bound(false), hi: bound(true) };
}

/** The text of a term. */
export function termText(ti: TermIndex, id: number): string {
  return ti.text.slice(ti.starts[id], ti.starts[id + 1]);
}

/** Postings of the documents added after the build (incremental updates), one growable list per term. */
export interface SidePosting {
  docs: Int32Array;
  aps: Uint8Array;
  n: number;
}

/** The terms of documents appended since the build; small, so plain Maps and a sorted array suffice. */
export class SideTerms {
  readonly postings = new Map<string, SidePosting>();
  /** Every side term, sorted like the dictionary. */
  readonly sorted: string[] = [];
  /** The side terms without digits, sorted (typo tolerance visits only these). */
  readonly alphaSorted: string[] = [];

  /** Adds a posting; documents must come in increasing order. */
  add(term: string, doc: number, ap: number): void {
    if (term.length === 0 || term.length > MAX_TERM_LENGTH) return;
    let p = this.postings.get(term);
    if (!p) {
      p = { docs: new Int32Array(4), aps: new Uint8Array(4), n: 0 };
      this.postings.set(term, p);
      this.sorted.splice(lowerBound(this.sorted, term), 0, term);
      if (!hasDigit(term)) this.alphaSorted.splice(lowerBound(this.alphaSorted, term), 0, term);
    }
    if (p.n > 0 && p.docs[p.n - 1] === doc) {
      if (ap < p.aps[p.n - 1]) p.aps[p.n - 1] = ap;
      return;
    }
    if (p.n === p.docs.length) {
      const docs = new Int32Array(p.n * 2);
      docs.set(p.docs);
      const aps = new Uint8Array(p.n * 2);
      aps.set(p.aps);
      p.docs = docs;
      p.aps = aps;
    }
    p.docs[p.n] = doc;
    p.aps[p.n] = ap;
    p.n++;
  }

  /** The side terms starting with s (only the alphabetic ones when asked). */
  withPrefix(s: string, alphaOnly = false): string[] {
    const list = alphaOnly ? this.alphaSorted : this.sorted;
    const out: string[] = [];
    for (let i = lowerBound(list, s); i < list.length && list[i].startsWith(s); i++) out.push(list[i]);
    return out;
  }
}

/** Index of the first string >= s in a sorted array. */
function lowerBound(sorted: readonly string[], s: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A sorted list of terms, seen character by character (the dictionary's alphabetic terms, or side terms). */
export interface SortedTermList {
  readonly size: number;
  length(i: number): number;
  charAt(i: number, j: number): number;
  text(i: number): string;
}

/** The dictionary's terms without digits, the only ones typo tolerance considers. */
export function alphaTermList(ti: TermIndex): SortedTermList {
  const { text, starts, alphaIds } = ti;
  return {
    size: alphaIds.length,
    length: (i) => starts[alphaIds[i] + 1] - starts[alphaIds[i]],
    charAt: (i, j) => text.charCodeAt(starts[alphaIds[i]] + j),
    text: (i) => text.slice(starts[alphaIds[i]], starts[alphaIds[i] + 1]),
  };
}

/** A plain sorted string array as a term list. */
export function stringTermList(sorted: readonly string[]): SortedTermList {
  return {
    size: sorted.length,
    length: (i) => sorted[i].length,
    charAt: (i, j) => sorted[i].charCodeAt(j),
    text: (i) => sorted[i],
  };
}

/** First index after i whose term does not share the first d characters of term i. */
function prefixEnd(list: SortedTermList, i: number, d: number): number {
  let lo = i + 1;
  let hi = list.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let same = list.length(mid) >= d;
    for (let k = 0; same && k < d; k++) same = list.charAt(mid, k) === list.charAt(i, k);
    if (same) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A typo match: a whole term, or (prefix search) every term under a prefix. */
export interface TypoMatch {
  /** The term, or the prefix whose terms all match. */
  text: string;
  isPrefix: boolean;
  typos: number;
}

const MAX_TYPO_MATCHES = 64;

/**
 * Terms within maxTypos edits of word (optimal string alignment), walking the sorted list as a
 * trie: rows of the edit-distance table are shared by terms with a common prefix, and a whole
 * block of terms is skipped as soon as its prefix is too far. As a prefix search it also reports
 * prefixes at least as long as the word, standing for every term below them. Exact matches
 * (0 typos) are left to the caller's exact and prefix lookups.
 */
export function typoMatches(list: SortedTermList, word: string, maxTypos: number, asPrefix: boolean): TypoMatch[] {
  const out: TypoMatch[] = [];
  const L = word.length;
  if (maxTypos <= 0 || L === 0 || list.size === 0) return out;
  const W = L + 1;
  const maxDepth = L + maxTypos;
  const rows = new Int32Array((maxDepth + 1) * W);
  const tch = new Int32Array(maxDepth + 2);
  const wc = new Int32Array(L);
  for (let j = 0; j < L; j++) wc[j] = word.charCodeAt(j);
  for (let j = 0; j <= L; j++) rows[j] = j;

  let i = 0;
  let prev = -1;
  let valid = 0;
  while (i < list.size && out.length < MAX_TYPO_MATCHES) {
    const tl = list.length(i);
    let d = 0;
    if (prev >= 0) {
      const lim = Math.min(valid, tl, list.length(prev));
      while (d < lim && list.charAt(i, d) === list.charAt(prev, d)) d++;
    }
    let skipTo = -1;
    const stop = Math.min(tl, maxDepth);
    while (d < stop) {
      const c = list.charAt(i, d);
      tch[d + 1] = c;
      const r = (d + 1) * W;
      const p = d * W;
      rows[r] = d + 1;
      let rowMin = d + 1;
      for (let j = 1; j <= L; j++) {
        let v = rows[p + j - 1] + (wc[j - 1] === c ? 0 : 1);
        if (rows[p + j] + 1 < v) v = rows[p + j] + 1;
        if (rows[r + j - 1] + 1 < v) v = rows[r + j - 1] + 1;
        if (d >= 1 && j > 1 && c === wc[j - 2] && tch[d] === wc[j - 1] && rows[p - W + j - 2] + 1 < v) v = rows[p - W + j - 2] + 1;
        rows[r + j] = v;
        if (v < rowMin) rowMin = v;
      }
      d++;
      if (rowMin > maxTypos) {
        skipTo = prefixEnd(list, i, d);
        break;
      }
      const dist = rows[d * W + L];
      if (asPrefix && d >= L && dist <= maxTypos) {
        if (dist > 0) out.push({ text: list.text(i).slice(0, d), isPrefix: true, typos: dist });
        skipTo = prefixEnd(list, i, d);
        break;
      }
    }
    valid = d;
    prev = i;
    if (skipTo >= 0) {
      i = skipTo;
      continue;
    }
    if (d === tl) {
      const dist = rows[d * W + L];
      if (dist > 0 && dist <= maxTypos) out.push({ text: list.text(i), isPrefix: false, typos: dist });
    }
    i++;
  }
  return out;
}
