/**
 * The inverted index in typed arrays: a sorted term dictionary (one flat string plus offsets, so
 * millions of terms cost no heap objects), posting lists in CSR form, and precomputed postings
 * for short prefixes that expand to many terms (the word being typed, "a", "ar1"…), so a
 * keystroke never unions thousands of lists.
 *
 * A posting carries the document and one "attribute/position" byte: the attribute code in the
 * high 3 bits and the word position (capped at 31) in the low 5, the best occurrence per document.
 *
 * This file holds the index's shape and its lookups; the build is search-term-builder.ts (its
 * postings layout search-term-postings.ts), typo matching search-term-typos.ts.
 */
import { hasDigit } from './search-text';

/** Attribute/position byte for matches whose attribute is not known (bitset prefix postings). */
export const AP_UNKNOWN = 255;
/** Terms longer than this are not indexed, and query words longer than this find nothing. */
export const MAX_TERM_LENGTH = 64;
/** A prefix expanding to more terms than this gets its own precomputed posting list. */
export const PREFIX_MIN_TERMS = 32;

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

