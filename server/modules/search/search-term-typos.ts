/** Typo tolerance: terms within a few edits of a query word, found by walking a sorted term list as a trie. */
import type { TermIndex } from './search-term-index';

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
