/**
 * The posting sources of one query word (exact term, prefix, synonyms, plural, typo variants),
 * collected without a term twice: what the Matcher (search-matcher.ts) intersects.
 */
import type { SynonymTable } from './search-synonyms';
import { pluralVariants } from './search-synonyms';
import type { SideTerms, TermIndex } from './search-term-index';
import { MAX_TERM_LENGTH, PREFIX_MIN_TERMS, alphaPrefixRange, findTerm, prefixRange } from './search-term-index';
import type { SortedTermList } from './search-term-typos';
import { stringTermList, typoMatches } from './search-term-typos';
import { typoBudget } from './search-text';

/** Terms taken under one prefix reached with typos (a typed word of 4+ letters has few). */
const MAX_TYPO_PREFIX_TERMS = 256;

/** Postings of one term, prefix or synonym: a slice of a list, or a bitset. */
export interface Source {
  docs: Int32Array;
  aps: Uint8Array;
  start: number;
  end: number;
  bits: Uint32Array | null;
  count: number;
  typos: number;
  /** Identity of a build-time posting ("t" + term id, "p" + prefix id) for caches keyed by it, or "". */
  key: string;
  /** Postings of documents added since the build. */
  side: boolean;
}

export interface WordPlan {
  sources: Source[];
  /** Postings to walk to enumerate the word's documents. */
  cost: number;
}

/** One way to read the query: a list of words that must all match. */
export interface QueryPlan {
  words: WordPlan[];
}

export interface MatchContext {
  ti: TermIndex;
  side: SideTerms | null;
  alpha: SortedTermList;
  synonyms: SynonymTable;
}

const EMPTY_I32 = new Int32Array(0);
const EMPTY_U8 = new Uint8Array(0);

function listSource(docs: Int32Array, aps: Uint8Array, start: number, end: number, typos: number, key = '', side = false): Source {
  return { docs, aps, start, end, bits: null, count: end - start, typos, key, side };
}

/** Collects the sources of one query word without adding a term twice. */
class SourceCollector {
  readonly sources: Source[] = [];
  private readonly terms = new Set<number>();
  private readonly prefixes = new Set<number>();
  private readonly sideTerms = new Set<string>();

  constructor(private readonly ctx: MatchContext) {}

  addTerm(term: string, typos: number): void {
    const ti = this.ctx.ti;
    const id = findTerm(ti, term);
    if (id >= 0) this.addTermId(id, typos);
    this.addSide(term, typos);
  }

  private addTermId(id: number, typos: number): void {
    if (this.terms.has(id)) return;
    this.terms.add(id);
    const ti = this.ctx.ti;
    this.sources.push(listSource(ti.postDoc, ti.postAP, ti.postStart[id], ti.postStart[id + 1], typos, `t${id}`));
  }

  private addSide(term: string, typos: number): void {
    const side = this.ctx.side;
    const p = side?.postings.get(term);
    if (!p || this.sideTerms.has(term)) return;
    this.sideTerms.add(term);
    this.sources.push(listSource(p.docs, p.aps, 0, p.n, typos, '', true));
  }

  addPrefix(prefix: string, typos: number): void {
    const ti = this.ctx.ti;
    const { lo, hi } = prefixRange(ti, prefix);
    const pid = hi - lo > PREFIX_MIN_TERMS ? ti.prefixIds.get(prefix) : undefined;
    if (pid !== undefined) {
      if (!this.prefixes.has(pid)) {
        this.prefixes.add(pid);
        const bits = ti.prefBits[pid];
        const count = ti.prefCount[pid];
        if (bits) this.sources.push({ docs: EMPTY_I32, aps: EMPTY_U8, start: 0, end: 0, bits, count, typos, key: `p${pid}`, side: false });
        else this.sources.push(listSource(ti.prefDoc, ti.prefAP, ti.prefStart[pid], ti.prefStart[pid + 1], typos, `p${pid}`));
      }
    } else {
      for (let id = lo; id < hi; id++) this.addTermId(id, typos);
    }
    if (this.ctx.side) for (const t of this.ctx.side.withPrefix(prefix)) this.addSide(t, typos);
  }

  /**
   * Every alphabetic term under a prefix reached with typos: typos never apply to numbers, so the
   * digit-bearing terms under the same prefix stay out.
   */
  addAlphaPrefix(prefix: string, typos: number): void {
    const ti = this.ctx.ti;
    const { lo, hi } = alphaPrefixRange(ti, prefix);
    for (let i = lo; i < hi && i < lo + MAX_TYPO_PREFIX_TERMS; i++) this.addTermId(ti.alphaIds[i], typos);
    if (this.ctx.side) for (const t of this.ctx.side.withPrefix(prefix, true)) this.addSide(t, typos);
  }

  /** A synonym phrase ("jd" → "john deere"): documents holding every word, as one source. */
  addPhrase(words: readonly string[]): void {
    let acc: { docs: Int32Array; aps: Uint8Array } | null = null;
    for (const w of words) {
      const one = this.exactDocs(w);
      acc = acc ? intersect(acc, one) : one;
      if (acc.docs.length === 0) return;
    }
    if (acc) this.sources.push(listSource(acc.docs, acc.aps, 0, acc.docs.length, 0));
  }

  private exactDocs(term: string): { docs: Int32Array; aps: Uint8Array } {
    const ti = this.ctx.ti;
    const id = findTerm(ti, term);
    const base = id >= 0 ? { docs: ti.postDoc.subarray(ti.postStart[id], ti.postStart[id + 1]), aps: ti.postAP.subarray(ti.postStart[id], ti.postStart[id + 1]) } : null;
    const p = this.ctx.side?.postings.get(term);
    const side = p ? { docs: p.docs.subarray(0, p.n), aps: p.aps.subarray(0, p.n) } : null;
    if (base && side) {
      // Side documents are appended after every base document, so concatenation stays sorted.
      const docs = new Int32Array(base.docs.length + side.docs.length);
      docs.set(base.docs);
      docs.set(side.docs, base.docs.length);
      const aps = new Uint8Array(docs.length);
      aps.set(base.aps);
      aps.set(side.aps, base.aps.length);
      return { docs, aps };
    }
    return base ?? side ?? { docs: EMPTY_I32, aps: EMPTY_U8 };
  }
}

function intersect(a: { docs: Int32Array; aps: Uint8Array }, b: { docs: Int32Array; aps: Uint8Array }) {
  const n = Math.min(a.docs.length, b.docs.length);
  const docs = new Int32Array(n);
  const aps = new Uint8Array(n);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.docs.length && j < b.docs.length) {
    const x = a.docs[i];
    const y = b.docs[j];
    if (x === y) {
      docs[k] = x;
      aps[k++] = a.aps[i];
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return { docs: docs.subarray(0, k), aps: aps.subarray(0, k) };
}

/**
 * The sources of one query word: the term itself (and as a prefix when it is being typed),
 * synonyms and plural forms, then typo variants within the word's typo budget.
 */
export function planWord(ctx: MatchContext, term: string, asPrefix: boolean, allowTypos: boolean): WordPlan {
  const c = new SourceCollector(ctx);
  if (term.length === 0 || term.length > MAX_TERM_LENGTH) return { sources: [], cost: 0 };
  c.addTerm(term, 0);
  if (asPrefix) c.addPrefix(term, 0);
  for (const alt of ctx.synonyms.get(term) ?? []) {
    if (alt.length === 1) c.addTerm(alt[0], 0);
    else c.addPhrase(alt);
  }
  for (const v of pluralVariants(term)) c.addTerm(v, 0);
  const budget = allowTypos ? typoBudget(term) : 0;
  if (budget > 0) {
    const matches = typoMatches(ctx.alpha, term, budget, asPrefix);
    if (ctx.side && ctx.side.alphaSorted.length) matches.push(...typoMatches(stringTermList(ctx.side.alphaSorted), term, budget, asPrefix));
    for (const m of matches) {
      if (m.isPrefix) c.addAlphaPrefix(m.text, m.typos);
      else c.addTerm(m.text, m.typos);
    }
  }
  const sources = c.sources.sort((a, b) => a.typos - b.typos);
  let cost = 0;
  for (const s of sources) cost += s.count;
  return { sources, cost };
}
