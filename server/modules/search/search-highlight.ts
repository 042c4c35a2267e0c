/**
 * Highlighting of the values shown in a hit: the words that made the document match are
 * wrapped in the requested tags, everything else is HTML-escaped. Matching here repeats the
 * engine's rules (same cutting, prefixes, typos, joins of a part number typed in pieces) on
 * the few values of the hits shown, never on the whole catalogue.
 */
import type { HighlightValue } from './search-types';
import {
  editDistance,
  escapeHtml,
  foldWord,
  hasDigit,
  newScan,
  prefixEditDistance,
  scanText,
  stripZeros,
} from './search-text';

/** A term to highlight and the query words it stands for. */
export interface HighlightWord {
  term: string;
  prefix: boolean;
  /** Typos allowed (0 for numbers). */
  typos: number;
  /** Other exact forms: synonyms, plural. */
  alts: readonly string[];
  /** The query words (as typed, folded) this term covers: several for a part number typed in pieces. */
  covers: readonly string[];
}

export interface HighlightSpec {
  words: readonly HighlightWord[];
  /** Every query word, in order, for matchLevel "full". */
  queryWords: readonly string[];
  preTag: string;
  postTag: string;
}

const MAX_JOINED_SUBWORDS = 8;
const scan = newScan();

/** How a word matches one subword: not at all (0), as the typed start of it (1), or whole (2). */
function matchesSingle(w: HighlightWord, z: string): 0 | 1 | 2 {
  if (z === w.term) return 2;
  if (w.prefix && z.startsWith(w.term)) return 1;
  if (w.alts.includes(z)) return 2;
  if (w.typos > 0 && !hasDigit(z)) {
    const d = w.prefix ? prefixEditDistance(w.term, z, w.typos) : editDistance(w.term, z, w.typos);
    return d <= w.typos ? 2 : 0;
  }
  return 0;
}

/** Highlights one value for the query; a value no word matches comes back escaped with matchLevel "none". */
export function highlightValue(value: string, spec: HighlightSpec): HighlightValue {
  const text = String(value ?? '');
  if (spec.words.length === 0) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  scanText(text, scan);
  const count = scan.count;
  const starts = scan.start.slice(0, count);
  const ends = scan.end.slice(0, count);
  const folded: string[] = [];
  for (let k = 0; k < count; k++) folded.push(foldWord(text.slice(starts[k], ends[k])));
  const spans: [number, number][] = [];
  const covered = new Set<string>();
  const hit = (w: HighlightWord, from: number, to: number) => {
    spans.push([starts[from], ends[to]]);
    for (const c of w.covers) covered.add(c);
  };
  for (let k = 0; k < count; k++) {
    const z = stripZeros(folded[k]);
    for (const w of spec.words) {
      const how = matchesSingle(w, z);
      if (how === 0) continue;
      // Like a hosted engine, wrap only the typed part of a word found by its start, when the
      // value's word maps one to one onto its folded form.
      const stripped = folded[k].length - z.length;
      if (how === 1 && folded[k].length === ends[k] - starts[k]) {
        spans.push([starts[k], starts[k] + stripped + w.term.length]);
        for (const c of w.covers) covered.add(c);
      } else hit(w, k, k);
    }
    // A part number typed without its separators ("532144166") spans several subwords of the value.
    let joined = folded[k];
    for (let e = k + 1; e < count && e < k + MAX_JOINED_SUBWORDS; e++) {
      const before = stripZeros(joined);
      joined += folded[e];
      const z2 = stripZeros(joined);
      let longest = 0;
      for (const w of spec.words) {
        longest = Math.max(longest, w.term.length);
        if (z2 === w.term || (w.prefix && z2.startsWith(w.term) && before.length < w.term.length && w.term.startsWith(before)))
          hit(w, k, e);
      }
      if (z2.length > longest) break;
    }
  }
  const matchedWords = spec.queryWords.filter((q, i) => covered.has(q) && spec.queryWords.indexOf(q) === i);
  const matchLevel = matchedWords.length === 0 ? 'none' : spec.queryWords.every((q) => covered.has(q)) ? 'full' : 'partial';
  return { value: wrapSpans(text, spans, spec.preTag, spec.postTag), matchLevel, matchedWords };
}

/** Escapes text and wraps the merged spans in the tags. */
function wrapSpans(text: string, spans: [number, number][], pre: string, post: string): string {
  if (spans.length === 0) return escapeHtml(text);
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let out = '';
  let at = 0;
  let i = 0;
  while (i < spans.length) {
    const from = spans[i][0];
    let to = spans[i++][1];
    while (i < spans.length && spans[i][0] < to) to = Math.max(to, spans[i++][1]);
    out += escapeHtml(text.slice(at, from)) + pre + escapeHtml(text.slice(from, to)) + post;
    at = to;
  }
  return out + escapeHtml(text.slice(at));
}

/** Highlights the part of a facet value matched by a facet query typed as prefixes. */
export function highlightPrefixes(value: string, words: readonly string[], preTag: string, postTag: string): string {
  scanText(value, scan);
  const spans: [number, number][] = [];
  for (let k = 0; k < scan.count; k++) {
    const z = foldWord(value.slice(scan.start[k], scan.end[k]));
    for (const w of words) {
      const zs = stripZeros(z);
      if (zs.startsWith(w)) {
        // Wrap only the typed part when the value's word folds to the same length as typed.
        const len = zs.length === z.length && z.length === scan.end[k] - scan.start[k] ? w.length : scan.end[k] - scan.start[k];
        spans.push([scan.start[k], scan.start[k] + len]);
        break;
      }
    }
  }
  return wrapSpans(value, spans, preTag, postTag);
}
