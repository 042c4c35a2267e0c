/**
 * How text becomes terms (index side) and how a query becomes "readings" (query side).
 *
 * Index side: each subword, each chunk joined ("AR-12345" → "ar12345") and, for part and
 * interchange numbers, the whole value joined ("532 14 41-66" → "532144166", the "whole" term
 * that exact part-number ranking looks for).
 *
 * Query side: the words as typed; the same with multi-part chunks split ("john-deere" → john,
 * deere); and with runs of part-number pieces joined ("AR 12345" → "ar12345"). A document
 * matching any reading matches the query.
 */
import type { HighlightWord } from './search-highlight';
import { ATTR, packAP } from './search-matcher';
import type { MatchContext, QueryPlan, Source, WordPlan } from './search-word-plan';
import { planWord } from './search-word-plan';
import { pluralVariants, splitDesignation } from './search-synonyms';
import type { TermIndexBuilder } from './search-term-builder';
import { findTerm } from './search-term-index';
import type { SearchProductRecord } from './search-types';
import type { QueryChunk } from './search-text';
import { STOP_WORDS, foldWord, isStopWordAt, newScan, parseQuery, scanText, stripZeros, typoBudget } from './search-text';

/**
 * Receives the term s[from, to), or when `joined` that slice without its non-alphanumeric
 * characters (s is then lower-case ASCII). Leading zeros are the receiver's to strip (stripZeros).
 */
export type TermSink = (s: string, from: number, to: number, ap: number, joined: boolean) => void;

/** A TermSink for receivers that want plain strings. */
export function stringSink(receive: (term: string, ap: number) => void): TermSink {
  return (s, from, to, ap, joined) => {
    const slice = from === 0 && to === s.length ? s : s.slice(from, to);
    receive(stripZeros(joined ? slice.replace(/[^a-z0-9]+/g, '') : slice), ap);
  };
}

const scan = newScan();
const folded: string[] = [];

/**
 * Emits the terms of one value: subwords (tokenAttr), multi-part chunks joined, and when
 * wholeAttr >= 0 the whole value joined. Returns the next word position.
 */
export function emitText(value: string, tokenAttr: number, wholeAttr: number, pos: number, sink: TermSink): number {
  if (!value) return pos;
  const n = value.length;
  for (let i = 0; i < n; i++) if (value.charCodeAt(i) > 127) return emitFolded(value, tokenAttr, wholeAttr, pos, sink);
  // ASCII: lower-casing keeps offsets, so one lower-cased copy serves every subword.
  const lower = value.toLowerCase();
  let count = 0;
  let chunkFirst = 0;
  let chunkParts = 0;
  let chunkFrom = 0;
  let chunkTo = 0;
  let spaceSeen = false;
  let i = 0;
  while (i < n) {
    const c = lower.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      let j = i + 1;
      for (let d = lower.charCodeAt(j); j < n && ((d >= 97 && d <= 122) || (d >= 48 && d <= 57)); d = lower.charCodeAt(++j));
      if (spaceSeen && chunkParts > 0) {
        if (chunkParts > 1) emitJoined(lower, chunkFrom, chunkTo, packAP(tokenAttr, pos + chunkFirst), sink);
        chunkParts = 0;
      }
      if (chunkParts === 0) {
        chunkFirst = count;
        chunkFrom = i;
      }
      spaceSeen = false;
      if (!isStopWordAt(lower, i, j)) sink(lower, i, j, packAP(tokenAttr, pos + count), false);
      chunkParts++;
      chunkTo = j;
      count++;
      i = j;
    } else {
      if (c === 32 || (c >= 9 && c <= 13)) spaceSeen = true;
      i++;
    }
  }
  if (chunkParts > 1) emitJoined(lower, chunkFrom, chunkTo, packAP(tokenAttr, pos + chunkFirst), sink);
  if (wholeAttr >= 0 && count > 0) emitJoined(lower, 0, n, packAP(wholeAttr, 0), sink);
  return pos + count;
}

/** Emits lower[from, to) without its separators: "ar-12345" → "ar12345". */
function emitJoined(lower: string, from: number, to: number, ap: number, sink: TermSink): void {
  sink(lower, from, to, ap, true);
}

/** emitText for values with non-ASCII characters: folds each subword (accents, special cases). */
function emitFolded(value: string, tokenAttr: number, wholeAttr: number, pos: number, sink: TermSink): number {
  scanText(value, scan);
  const count = scan.count;
  if (count === 0) return pos;
  for (let k = 0; k < count; k++) {
    const f = foldWord(value.slice(scan.start[k], scan.end[k]));
    folded[k] = f;
    if (!STOP_WORDS.has(f)) sink(f, 0, f.length, packAP(tokenAttr, pos + k), false);
  }
  let k = 0;
  while (k < count) {
    let e = k + 1;
    while (e < count && scan.chunk[e] === scan.chunk[k]) e++;
    if (e - k > 1) {
      let joined = folded[k];
      for (let x = k + 1; x < e; x++) joined += folded[x];
      sink(joined, 0, joined.length, packAP(tokenAttr, pos + k), false);
    }
    k = e;
  }
  if (wholeAttr >= 0) {
    let whole = folded[0];
    for (let x = 1; x < count; x++) whole += folded[x];
    sink(whole, 0, whole.length, packAP(wholeAttr, 0), false);
  }
  return pos + count;
}

/** Emits a value that repeats across products (brand, category, machine): may come from a cache. */
export type RepeatedEmitter = (value: string, attr: number, pos: number) => number;

/** The specification attribute whose value is searched as a word: the trade's own size code. */
export const TRADE_SIZE = 'Trade Size';

/** Emits every searchable term of a product, attribute by attribute in ranking order. */
export function emitRecordTerms(r: SearchProductRecord, sink: TermSink, repeated?: RepeatedEmitter): void {
  const emitRepeated: RepeatedEmitter = repeated ?? ((value, attr, pos) => emitText(value, attr, -1, pos, sink));
  const pos = emitText(r.sku, ATTR.PART, ATTR.PART_WHOLE, 0, sink);
  if (r.manufacturerPartNumber !== r.sku) emitText(r.manufacturerPartNumber, ATTR.PART, ATTR.PART_WHOLE, pos, sink);
  const titleEnd = emitText(r.title, ATTR.TITLE, -1, 0, sink);
  // A belt's trade size (4L430, B41) finds it whether or not its title spells it.
  const trade = r.attributes[TRADE_SIZE];
  if (trade) emitText(trade, ATTR.TITLE, -1, titleEnd + 1, sink);
  emitRepeated(r.brand, ATTR.BRAND, 0);
  emitRepeated(r.category, ATTR.CATEGORY, 0);
  let p = 0;
  for (const x of r.interchange) p = emitText(x, ATTR.XCHG, ATTR.XCHG_WHOLE, p, sink);
  p = 0;
  for (const f of r.fitment) p = emitRepeated(f, ATTR.FITMENT, p);
  for (const m of r.model) p = emitRepeated(m, ATTR.FITMENT, p);
}

/**
 * Builder-side cache of the analysis of repeated values: a brand or a machine name is cut and
 * looked up once, then every product carrying it only copies term ids.
 */
export function cachedRepeatedEmitter(builder: TermIndexBuilder): RepeatedEmitter {
  const cache = new Map<string, Int32Array>();
  const ids: number[] = [];
  const collect: TermSink = (s, from, to, ap, joined) => ids.push(builder.intern(s, from, to, joined), ap & 31);
  const recentKeys: string[] = new Array<string>(256).fill('');
  const recentEntries: Int32Array[] = new Array<Int32Array>(256);
  return (value, attr, pos) => {
    if (!value) return pos;
    // Most values repeat as the very same strings: a direct-mapped cache in front of the Map.
    const slot = (value.length * 31 + value.charCodeAt(0) * 7 + value.charCodeAt(value.length - 1)) & 255;
    let entry = recentKeys[slot] === value ? recentEntries[slot] : cache.get(value);
    if (!entry) {
      ids.length = 0;
      const count = emitText(value, 0, -1, 0, collect);
      entry = Int32Array.from([count, ...ids]);
      if (cache.size < 100_000) cache.set(value, entry);
    }
    recentKeys[slot] = value;
    recentEntries[slot] = entry;
    for (let k = 1; k < entry.length; k += 2) builder.addId(entry[k], packAP(attr, pos + entry[k + 1]));
    return pos + entry[0];
  };
}

/** A query ready to match: its readings, the exact part-number keys, and what to highlight. */
export interface PreparedQuery {
  empty: boolean;
  readings: QueryPlan[];
  exactTerms: string[];
  highlight: HighlightWord[];
  queryWords: string[];
}

/** Typo tolerance applies to the first words only, which bounds the work of a very long query. */
const MAX_TYPO_WORDS = 10;
/** Alternative readings are tried for queries up to this many words. */
const MAX_READING_WORDS = 16;

interface ReadingWord {
  term: string;
  prefix: boolean;
  covers: string[];
}

/** A chunk that may be one piece of a part number typed with spaces: has digits, or is a short letter prefix. */
function isPartPiece(term: string, hasDigits: boolean): boolean {
  return hasDigits || term.length <= 3;
}

/** Analyses a query into readings; with allPrefix every word (not only the last) matches as a prefix. */
export function prepareQuery(ctx: MatchContext, query: string, allPrefix = false): PreparedQuery {
  const parsed = parseQuery(query);
  const { prefixLast } = parsed;
  const last = parsed.chunks.length - 1;
  const isPrefix = (i: number) => allPrefix || (i === last && prefixLast);
  // Stop words are not indexed: drop them, except the word being typed ("a" may become "alternator").
  const kept = parsed.chunks.filter((c, i) => !STOP_WORDS.has(c.term) || isPrefix(i));
  const chunks = kept.length > 0 ? kept : parsed.chunks;
  const queryWords = chunks.map((c) => c.text);
  if (chunks.length === 0) return { empty: true, readings: [], exactTerms: [], highlight: [], queryWords };
  const lastKept = chunks.length - 1;
  const prefixAt = (i: number) => allPrefix || (i === lastKept && chunks[i] === parsed.chunks[last] && prefixLast);

  const readings: ReadingWord[][] = [chunks.map((c, i) => ({ term: c.term, prefix: prefixAt(i), covers: [c.text] }))];
  const exactTerms = chunks.filter((c) => c.hasDigit).map((c) => c.term);

  // Split reading ("john-deere" → john deere); a piece that is a stop word ("AN-4") cannot match
  // on its own, so such a chunk is a part number and is only read joined.
  const splittable = (c: QueryChunk, i: number) => c.parts.every((p, k) => !STOP_WORDS.has(p) || (prefixAt(i) && k === c.parts.length - 1));
  if (chunks.length <= MAX_READING_WORDS && chunks.some((c) => c.parts.length > 1) && chunks.every(splittable)) {
    const split: ReadingWord[] = [];
    chunks.forEach((c, i) =>
      c.parts.forEach((p, k) => split.push({ term: stripZeros(p), prefix: prefixAt(i) && k === c.parts.length - 1, covers: [c.text] })),
    );
    readings.push(split);
  }

  // Machines typed run together ("jd4020", "580sn"): the abbreviation and the model as two words.
  if (chunks.length <= MAX_READING_WORDS) {
    let changed = false;
    const designations: ReadingWord[] = [];
    chunks.forEach((c, i) => {
      const pieces = c.parts.length === 1 ? splitDesignation(c.term, ctx.synonyms) : null;
      if (pieces) changed = true;
      if (pieces) pieces.forEach((p, k) => designations.push({ term: p, prefix: prefixAt(i) && k === pieces.length - 1, covers: [c.text] }));
      else designations.push({ term: c.term, prefix: prefixAt(i), covers: [c.text] });
    });
    if (changed) readings.push(designations);
  }

  // Part-number pieces are joined over every chunk, stop words included ("A 187222" is A187222).
  const all = parsed.chunks;
  if (all.length <= MAX_READING_WORDS && all.length > 1) {
    const joined: ReadingWord[] = [];
    let changed = false;
    let i = 0;
    while (i < all.length) {
      let e = i;
      let digits = false;
      while (e < all.length && isPartPiece(all[e].term, all[e].hasDigit)) {
        if (all[e].hasDigit) digits = true;
        e++;
      }
      if (e - i >= 2 && digits) {
        const run = all.slice(i, e);
        const term = stripZeros(run.map((c) => c.parts.join('')).join(''));
        joined.push({ term, prefix: isPrefix(e - 1), covers: run.map((c) => c.text) });
        exactTerms.push(term);
        changed = true;
        i = e;
      } else {
        const c = all[i];
        if (chunks.includes(c)) joined.push({ term: c.term, prefix: isPrefix(i), covers: [c.text] });
        i++;
      }
    }
    if (changed) readings.push(joined);
  }

  const plans = new Map<string, WordPlan>();
  const planOf = (w: ReadingWord, index: number): WordPlan => {
    const typos = index < MAX_TYPO_WORDS;
    const key = `${w.prefix ? 'p' : 'e'}${typos ? 't' : 'n'}:${w.term}`;
    let plan = plans.get(key);
    if (!plan) {
      plan = planWord(ctx, w.term, w.prefix, typos);
      plans.set(key, plan);
    }
    return plan;
  };

  const highlight = new Map<string, HighlightWord>();
  for (const reading of readings) {
    reading.forEach((w, i) => {
      const key = `${w.prefix}:${w.term}`;
      if (highlight.has(key)) return;
      const alts = [...pluralVariants(w.term), ...(ctx.synonyms.get(w.term) ?? []).flat()];
      highlight.set(key, { term: w.term, prefix: w.prefix, typos: i < MAX_TYPO_WORDS ? typoBudget(w.term) : 0, alts, covers: w.covers });
    });
  }

  return {
    empty: false,
    readings: readings.map((r) => ({ words: r.map(planOf) })),
    exactTerms: [...new Set(exactTerms)],
    highlight: [...highlight.values()],
    queryWords,
  };
}

/** Postings of the exact part-number keys, for the "exact match first" rule. */
export function exactSources(ctx: MatchContext, terms: readonly string[]): Source[] {
  const out: Source[] = [];
  for (const t of terms) {
    const id = findTerm(ctx.ti, t);
    if (id >= 0) {
      const { postDoc, postAP, postStart } = ctx.ti;
      const [start, end] = [postStart[id], postStart[id + 1]];
      out.push({ docs: postDoc, aps: postAP, start, end, bits: null, count: end - start, typos: 0, key: '', side: false });
    }
    const p = ctx.side?.postings.get(t);
    if (p) out.push({ docs: p.docs, aps: p.aps, start: 0, end: p.n, bits: null, count: p.n, typos: 0, key: '', side: true });
  }
  return out;
}
