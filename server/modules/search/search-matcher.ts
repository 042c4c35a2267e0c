/**
 * Query matching over a TermIndex: every query word becomes a list of posting "sources" (exact
 * term, prefix, synonyms, plural, typo variants), and the documents holding every word are
 * found starting from the rarest word, probing the others by binary search when that is cheaper
 * than walking their postings. Each match gets a packed relevance number, smaller is better.
 *
 * Scratch buffers live in the Matcher and are reused by every query: a keystroke allocates
 * almost nothing, whatever the catalogue size. The sources of each word are collected in
 * search-word-plan.ts.
 */
import type { CompiledFilter } from './search-filter-compile';
import { AP_UNKNOWN } from './search-term-index';
import type { QueryPlan, Source, WordPlan } from './search-word-plan';

/** Attribute codes (high 3 bits of a posting's attribute/position byte). "Whole" = the full normalised part number. */
export const ATTR = {
  PART_WHOLE: 0,
  XCHG_WHOLE: 1,
  PART: 2,
  TITLE: 3,
  BRAND: 4,
  CATEGORY: 5,
  XCHG: 6,
  FITMENT: 7,
} as const;

/** Ranking order of each code: part number, title, brand, category, interchange, fitment. */
const ATTR_RANK = [0, 4, 0, 1, 2, 3, 4, 5];

/** Words beyond this count still have to match but no longer weigh on proximity and attribute. */
const MAX_RANKED_WORDS = 8;

/** Packs an attribute code and a word position into a posting byte. */
export function packAP(attr: number, pos: number): number {
  return (attr << 5) | (pos > 31 ? 31 : pos);
}

/** Index of d in docs[lo, hi), or -1. */
function findDoc(docs: Int32Array, lo: number, hi: number, d: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = docs[mid];
    if (v < d) lo = mid + 1;
    else if (v > d) hi = mid;
    else return mid;
  }
  return -1;
}

function proximity(a: number, b: number): number {
  if (a === AP_UNKNOWN || b === AP_UNKNOWN || a >> 5 !== b >> 5) return 8;
  const d = Math.abs((a & 31) - (b & 31));
  return d === 0 ? 8 : d > 7 ? 7 : d;
}

/** The documents of one search with their relevance (views into reused scratch buffers). */
export interface MatchSet {
  docs: Int32Array;
  /** Packed relevance per document, or null when every document ranks the same (no query). */
  rels: Uint32Array | null;
  n: number;
}

/** Relevance bit of an exact part-number match, and the typo field: read back by the suggestion ranking. */
export const REL_NOT_EXACT = 1 << 20;
/** Relevance bit of a part of another kind than the one the query names (search-category-intent.ts). */
export const REL_OTHER_KIND = 1 << 19;
export const REL_TYPO_SHIFT = 16;
/** Typos counted in the relevance (three bits). */
const MAX_REL_TYPOS = 7;

/** Relevance of a one-word match from a bitset source: attribute unknown, not exact. */
export function bitsetRelevance(typos: number): number {
  return REL_NOT_EXACT | (Math.min(typos, MAX_REL_TYPOS) << REL_TYPO_SHIFT) | (ATTR_RANK[AP_UNKNOWN >> 5] << 4);
}

/** Reusable matching state for one index; not re-entrant (a search runs to completion synchronously). */
export class Matcher {
  private gen = new Uint32Array(0);
  private slot = new Int32Array(0);
  private gen2 = new Uint32Array(0);
  private slot2 = new Int32Array(0);
  private stamp = 0;
  private stamp2 = 0;
  private cap = 0;
  private cDoc = new Int32Array(0);
  private cTypo = new Uint8Array(0);
  private cSeen = new Uint8Array(0);
  private cExact = new Uint8Array(0);
  private cRel = new Uint32Array(0);
  private cAP: Uint8Array[] = [];
  private oDoc = new Int32Array(0);
  private oRel = new Uint32Array(0);
  private n = 0;

  /** Sizes the per-document marks for docCount documents. */
  private ensureDocs(docCount: number): void {
    if (this.gen.length >= docCount) return;
    const size = Math.max(docCount, 64);
    this.gen = new Uint32Array(size);
    this.slot = new Int32Array(size);
    this.stamp = 0;
  }

  private ensureCandidates(count: number, words: number): void {
    if (this.cap < count) {
      const size = Math.max(count, Math.min(this.cap * 2, this.gen.length), 64);
      this.cDoc = new Int32Array(size);
      this.cTypo = new Uint8Array(size);
      this.cSeen = new Uint8Array(size);
      this.cExact = new Uint8Array(size);
      this.cRel = new Uint32Array(size);
      this.cAP = this.cAP.map(() => new Uint8Array(size));
      this.cap = size;
    }
    while (this.cAP.length < Math.min(words, MAX_RANKED_WORDS)) this.cAP.push(new Uint8Array(this.cap));
  }

  private ensureOutput(count: number): void {
    if (this.oDoc.length >= count) return;
    this.oDoc = new Int32Array(count);
    this.oRel = new Uint32Array(count);
  }

  private nextStamp(): number {
    if (this.stamp >= 0xfffffff0) {
      this.gen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** Every live document passing the filter, unranked (the empty query); filter steps run over the list. */
  all(docCount: number, deleted: Uint8Array | null, filter: CompiledFilter | null): MatchSet {
    this.ensureOutput(docCount);
    const out = this.oDoc;
    let n = 0;
    if (filter === null || filter.steps.length === 0) {
      for (let d = 0; d < docCount; d++) if (deleted === null || deleted[d] === 0) out[n++] = d;
    } else {
      n = filter.steps[0].scan(out, docCount, deleted);
      for (let i = 1; i < filter.steps.length; i++) n = filter.steps[i].apply(out, n);
    }
    return { docs: out, rels: null, n };
  }

  /**
   * Documents matching any of the query readings (each: all its words), with relevance; exact
   * part-number postings mark the documents that rank first.
   */
  match(
    docCount: number,
    readings: readonly QueryPlan[],
    exact: readonly Source[],
    deleted: Uint8Array | null,
    filter: CompiledFilter | null,
  ): MatchSet {
    this.ensureDocs(docCount);
    if (readings.length === 1) {
      this.matchReading(readings[0], exact, deleted, filter);
      return { docs: this.cDoc, rels: this.cRel, n: this.n };
    }
    this.ensureOutput(docCount);
    if (this.gen2.length < this.gen.length) {
      this.gen2 = new Uint32Array(this.gen.length);
      this.slot2 = new Int32Array(this.gen.length);
      this.stamp2 = 0;
    }
    let on = 0;
    if (this.stamp2 >= 0xfffffff0) {
      this.gen2.fill(0);
      this.stamp2 = 0;
    }
    const stamp2 = ++this.stamp2;
    for (const reading of readings) {
      this.matchReading(reading, exact, deleted, filter);
      for (let j = 0; j < this.n; j++) {
        const d = this.cDoc[j];
        const rel = this.cRel[j];
        if (this.gen2[d] === stamp2) {
          const k = this.slot2[d];
          if (rel < this.oRel[k]) this.oRel[k] = rel;
        } else {
          this.gen2[d] = stamp2;
          this.slot2[d] = on;
          this.oDoc[on] = d;
          this.oRel[on] = rel;
          on++;
        }
      }
    }
    return { docs: this.oDoc, rels: this.oRel, n: on };
  }

  private matchReading(
    reading: QueryPlan,
    exact: readonly Source[],
    deleted: Uint8Array | null,
    filter: CompiledFilter | null,
  ): void {
    const words = reading.words;
    this.n = 0;
    if (words.length === 0 || words.some((w) => w.sources.length === 0)) return;
    const order = words.map((_, i) => i).sort((a, b) => words[a].cost - words[b].cost);
    const stamp = this.nextStamp();
    this.collectFirst(words, order[0], stamp, deleted);
    const done = [order[0]];
    for (let o = 1; o < order.length && this.n > 0; o++) {
      this.matchWord(words[order[o]], order[o], stamp);
      done.push(order[o]);
      this.compact(done);
    }
    if (this.n > 0 && filter !== null) {
      const test = filter.test;
      for (let j = 0; j < this.n; j++) this.cSeen[j] = test(this.cDoc[j]) ? 1 : 0;
      this.compact(done);
    }
    this.markExact(exact, stamp);
    this.rank(words.length);
  }

  /** Candidates: every document of the rarest word, its best (fewest typos) source first. */
  private collectFirst(words: readonly WordPlan[], w: number, stamp: number, deleted: Uint8Array | null): void {
    const plan = words[w];
    this.ensureCandidates(Math.min(plan.cost, this.gen.length), words.length);
    const { gen, slot, cDoc, cTypo } = this;
    const ap = w < MAX_RANKED_WORDS ? this.cAP[w] : null;
    let n = 0;
    for (const s of plan.sources) {
      const typos = s.typos;
      if (s.bits !== null) {
        const bits = s.bits;
        for (let wi = 0; wi < bits.length; wi++) {
          let word = bits[wi];
          while (word !== 0) {
            const low = word & -word;
            const d = (wi << 5) + (31 - Math.clz32(low));
            word ^= low;
            if (gen[d] === stamp || (deleted !== null && deleted[d] === 1)) continue;
            gen[d] = stamp;
            slot[d] = n;
            cDoc[n] = d;
            cTypo[n] = typos;
            if (ap !== null) ap[n] = AP_UNKNOWN;
            n++;
          }
        }
      } else {
        const docs = s.docs;
        const aps = s.aps;
        for (let k = s.start; k < s.end; k++) {
          const d = docs[k];
          if (gen[d] === stamp || (deleted !== null && deleted[d] === 1)) continue;
          gen[d] = stamp;
          slot[d] = n;
          cDoc[n] = d;
          cTypo[n] = typos;
          if (ap !== null) ap[n] = aps[k];
          n++;
        }
      }
    }
    this.n = n;
  }

  /** Marks (cSeen) the candidates holding word w, by walking its postings or probing them, whichever is cheaper. */
  private matchWord(plan: WordPlan, w: number, stamp: number): void {
    const n = this.n;
    const { cDoc, cTypo, cSeen, gen, slot } = this;
    const ap = w < MAX_RANKED_WORDS ? this.cAP[w] : null;
    cSeen.fill(0, 0, n);
    let probeCost = 0;
    for (const s of plan.sources) probeCost += s.bits !== null ? 1 : 32 - Math.clz32(s.count + 1);
    probeCost *= n;
    if (probeCost < plan.cost) {
      for (let j = 0; j < n; j++) {
        const d = cDoc[j];
        for (const s of plan.sources) {
          if (s.bits !== null) {
            if ((s.bits[d >>> 5] & (1 << (d & 31))) === 0) continue;
            if (ap !== null) ap[j] = AP_UNKNOWN;
          } else {
            const k = findDoc(s.docs, s.start, s.end, d);
            if (k < 0) continue;
            if (ap !== null) ap[j] = s.aps[k];
          }
          cSeen[j] = 1;
          cTypo[j] += s.typos;
          break;
        }
      }
      return;
    }
    for (const s of plan.sources) {
      const typos = s.typos;
      if (s.bits !== null) {
        const bits = s.bits;
        for (let j = 0; j < n; j++) {
          const d = cDoc[j];
          if (cSeen[j] === 0 && (bits[d >>> 5] & (1 << (d & 31))) !== 0) {
            cSeen[j] = 1;
            cTypo[j] += typos;
            if (ap !== null) ap[j] = AP_UNKNOWN;
          }
        }
        continue;
      }
      const docs = s.docs;
      const aps = s.aps;
      for (let k = s.start; k < s.end; k++) {
        const d = docs[k];
        if (gen[d] !== stamp) continue;
        const j = slot[d];
        if (cSeen[j] === 1) continue;
        cSeen[j] = 1;
        cTypo[j] += typos;
        if (ap !== null) ap[j] = aps[k];
      }
    }
  }

  /** Keeps the candidates flagged in cSeen, moving their per-word data down. */
  private compact(words: readonly number[]): void {
    const { cDoc, cTypo, cSeen, gen, slot } = this;
    const ranked = words.filter((w) => w < MAX_RANKED_WORDS).map((w) => this.cAP[w]);
    let m = 0;
    for (let j = 0; j < this.n; j++) {
      const d = cDoc[j];
      if (cSeen[j] === 0) {
        // A dropped document must not be found again by a later word's posting walk.
        gen[d] = 0;
        continue;
      }
      if (m !== j) {
        cDoc[m] = d;
        cTypo[m] = cTypo[j];
        for (const a of ranked) a[m] = a[j];
      }
      slot[d] = m;
      m++;
    }
    this.n = m;
  }

  private markExact(exact: readonly Source[], stamp: number): void {
    const { gen, slot, cExact } = this;
    cExact.fill(0, 0, this.n);
    for (const s of exact) {
      for (let k = s.start; k < s.end; k++) {
        const d = s.docs[k];
        if (gen[d] === stamp && s.aps[k] >> 5 <= ATTR.XCHG_WHOLE) cExact[slot[d]] = 1;
      }
    }
  }

  /** Packs exact, typos, proximity and attribute into one number per candidate (smaller ranks first). */
  private rank(wordCount: number): void {
    const ranked = Math.min(wordCount, MAX_RANKED_WORDS);
    const { cTypo, cExact, cRel, cAP } = this;
    for (let j = 0; j < this.n; j++) {
      let attr = 7;
      let prox = 0;
      let prev = 0;
      for (let w = 0; w < ranked; w++) {
        const ap = cAP[w][j];
        const a = ATTR_RANK[ap >> 5];
        if (a < attr) attr = a;
        if (w > 0) prox += proximity(prev, ap);
        prev = ap;
      }
      const typos = cTypo[j] > MAX_REL_TYPOS ? MAX_REL_TYPOS : cTypo[j];
      cRel[j] = (cExact[j] === 1 ? 0 : REL_NOT_EXACT) | (typos << REL_TYPO_SHIFT) | (prox << 8) | (attr << 4);
    }
  }
}
