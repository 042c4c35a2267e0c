/**
 * Facet values laid out for counting. Every facet counted with `facets: ["*"]` (brand, category,
 * status, city, state, the attributes, fitment and model) has a block of counters in one shared
 * counter space, and each document has a fixed-width row of counter codes:
 *
 *   [5 fixed facets | A attribute values | F fitment values | M model values]
 *
 * Counting a match set is then `counts[code]++` over rows of constant width, in a loop generated
 * and unrolled for that width: no branch per value, which on list-per-document layouts costs more
 * than the counting itself. Empty slots hold a per-slot spare counter (distinct addresses keep
 * the increments independent); documents with more values than slots keep the rest in a small
 * overflow list. A, F and M are chosen at build time so that about 95% of documents fit.
 */
import type { FacetDict } from './search-columns';

export type RowFacetGroup = 'fixed' | 'attr' | 'fitment' | 'model';

/** A facet counted through the rows. */
export class RowFacet {
  readonly kind = 'row';
  /** First counter of the block; the counter of value id v is base + v. */
  base = 0;
  /** Counters in the block (value ids must stay below it). */
  cap = 0;

  constructor(
    readonly name: string,
    readonly dict: FacetDict,
    readonly rows: FacetRows,
    readonly group: RowFacetGroup,
    /** Index among the facets of the rows. */
    readonly index: number,
    /** Row slot of a fixed facet. */
    readonly slot: number,
  ) {}

  /** Value ids of a document (one at most for fixed facets and attributes). */
  idsOf(doc: number): number[] {
    return this.rows.idsOf(this, doc);
  }

  /** The value of a single-valued facet, '' when none. */
  valueOf(doc: number): string {
    const ids = this.idsOf(doc);
    return ids.length ? this.dict.values[ids[0]] : '';
  }

  valuesOf(doc: number): string[] {
    return this.idsOf(doc).map((v) => this.dict.values[v]);
  }
}

type CountRows = (docs: Int32Array, n: number, codes: Uint16Array | Uint32Array, counts: Int32Array, ovOff: Uint32Array, ov: Uint32Array) => void;

/**
 * The counting loop for a row width, unrolled by generating its source: JavaScript engines do not
 * unroll a loop whose bound is a variable, and the unrolled form counts about four times faster.
 */
function makeCounter(width: number): CountRows {
  const lines = [`for (let i = 0; i < n; i++) {`, `const d = docs[i];`, `const b = d * ${width};`];
  for (let f = 0; f < width; f++) lines.push(`counts[codes[b + ${f}]]++;`);
  lines.push(`const o = ovOff[d], e = ovOff[d + 1];`, `if (o !== e) for (let k = o; k < e; k++) counts[ov[k]]++;`, `}`);
  return new Function('docs', 'n', 'codes', 'counts', 'ovOff', 'ov', lines.join('\n')) as CountRows;
}

const MAX_ATTR_SLOTS = 12;
const MAX_LIST_SLOTS = 8;

/** The rows, the overflow lists and the counter layout. */
export class FacetRows {
  readonly facets: RowFacet[] = [];
  readonly fixed: RowFacet[] = [];
  fitment!: RowFacet;
  model!: RowFacet;
  /** Slots: fixed, then attributes, fitment, model. */
  width = 0;
  attrSlots = 0;
  listSlots: [number, number] = [0, 0];
  codes: Uint16Array | Uint32Array = new Uint16Array(0);
  ovOff: Uint32Array;
  ov = new Uint32Array(64);
  ovUsed = 0;
  /** Counter space size. */
  total = 0;
  /** The facet of each counter (-1: a spare counter of an empty slot). */
  codeFacet = new Int32Array(0);
  capacity: number;
  private counter: CountRows = makeCounter(0);
  /** Values written before the layout exists (the build): per document, pairs (facet index, value id). */
  private pending: { off: Uint32Array; facet: Uint16Array; val: Uint32Array; used: number } | null;

  constructor(capacity: number, fixedNames: readonly string[], dict: () => FacetDict) {
    this.capacity = capacity;
    this.ovOff = new Uint32Array(capacity + 1);
    this.pending = { off: new Uint32Array(capacity + 1), facet: new Uint16Array(1024), val: new Uint32Array(1024), used: 0 };
    fixedNames.forEach((name, slot) => this.fixed.push(this.add(name, dict(), 'fixed', slot)));
    this.fitment = this.add('fitment', dict(), 'fitment', -1);
    this.model = this.add('model', dict(), 'model', -1);
  }

  private add(name: string, dict: FacetDict, group: RowFacetGroup, slot: number): RowFacet {
    const facet = new RowFacet(name, dict, this, group, this.facets.length, slot);
    this.facets.push(facet);
    return facet;
  }

  /** A new attribute facet (attributes appear as records bring them). */
  addAttribute(name: string, dict: FacetDict): RowFacet {
    const facet = this.add(name, dict, 'attr', -1);
    if (!this.pending) this.relayout(this.width, this.attrSlots, this.listSlots);
    return facet;
  }

  /** Writes the facet values of document doc (documents are written once, in order). */
  write(doc: number, fixed: readonly string[], attrs: readonly [RowFacet, string][], fitment: readonly string[], model: readonly string[]): void {
    if (this.pending) {
      // The build path: values go straight to the pending lists, without a list per document.
      this.pending.off[doc + 1] = this.pending.off[doc];
      this.fixed.forEach((f, i) => this.pushPending(doc, f, f.dict.intern(fixed[i])));
      for (const [f, v] of attrs) this.pushPending(doc, f, f.dict.intern(v));
      for (const v of fitment) this.pushPending(doc, this.fitment, this.fitment.dict.intern(v));
      for (const v of model) this.pushPending(doc, this.model, this.model.dict.intern(v));
      return;
    }
    const values: [RowFacet, number][] = [];
    const add = (f: RowFacet, id: number) => {
      if ((id !== 0 || f.group === 'fixed') && !values.some(([g, v]) => g === f && v === id)) values.push([f, id]);
    };
    this.fixed.forEach((f, i) => add(f, f.dict.intern(fixed[i])));
    for (const [f, v] of attrs) add(f, f.dict.intern(v));
    for (const v of fitment) add(this.fitment, this.fitment.dict.intern(v));
    for (const v of model) add(this.model, this.model.dict.intern(v));
    this.writeRow(doc, values);
  }

  /** Appends (facet, value id) to the document being written during the build; no value or a repeat is skipped. */
  private pushPending(doc: number, f: RowFacet, id: number): void {
    const p = this.pending!;
    if (id === 0 && f.group !== 'fixed') return;
    for (let k = p.off[doc]; k < p.used; k++) if (p.facet[k] === f.index && p.val[k] === id) return;
    if (p.used === p.facet.length) {
      const facet = new Uint16Array(p.used * 2);
      facet.set(p.facet);
      const val = new Uint32Array(p.used * 2);
      val.set(p.val);
      p.facet = facet;
      p.val = val;
    }
    p.facet[p.used] = f.index;
    p.val[p.used++] = id;
    p.off[doc + 1] = p.used;
  }

  private writeRow(doc: number, values: readonly [RowFacet, number][]): void {
    if (values.some(([f, id]) => id >= f.cap)) this.relayout(this.width, this.attrSlots, this.listSlots);
    const { width, codes } = this;
    const b = doc * width;
    for (let s = 0; s < width; s++) codes[b + s] = s;
    const [fitSlots, modelSlots] = this.listSlots;
    const next = { attr: this.fixed.length, fitment: this.fixed.length + this.attrSlots, model: this.fixed.length + this.attrSlots + fitSlots };
    const end = { attr: next.fitment, fitment: next.model, model: next.model + modelSlots };
    this.ovOff[doc + 1] = this.ovOff[doc];
    this.ovUsed = this.ovOff[doc];
    for (const [f, id] of values) {
      const code = f.base + id;
      if (f.group === 'fixed') codes[b + f.slot] = code;
      else if (next[f.group] < end[f.group]) codes[b + next[f.group]++] = code;
      else this.pushOverflow(doc, code);
    }
  }

  private pushOverflow(doc: number, code: number): void {
    if (this.ovUsed === this.ov.length) {
      const ov = new Uint32Array(this.ov.length * 2);
      ov.set(this.ov);
      this.ov = ov;
    }
    this.ov[this.ovUsed++] = code;
    this.ovOff[doc + 1] = this.ovUsed;
  }

  /** Lays the rows out once every build-time document is written: picks the slot counts, fills the rows (as build steps). */
  *finish(docCount: number): Generator<void, void> {
    const p = this.pending;
    if (!p) return;
    // Histograms of values per document, per group (capped), to pick slots that fit 95% of documents.
    const groupOf = Uint8Array.from(this.facets, (f) => (f.group === 'attr' ? 1 : f.group === 'fitment' ? 2 : f.group === 'model' ? 3 : 0));
    const hist = [new Int32Array(MAX_ATTR_SLOTS + 2), new Int32Array(MAX_LIST_SLOTS + 2), new Int32Array(MAX_LIST_SLOTS + 2)];
    const per = new Int32Array(4);
    for (let d = 0; d < docCount; d++) {
      per.fill(0);
      for (let k = p.off[d]; k < p.off[d + 1]; k++) per[groupOf[p.facet[k]]]++;
      for (let g = 1; g < 4; g++) hist[g - 1][Math.min(per[g], hist[g - 1].length - 1)]++;
    }
    const fitting = (h: Int32Array, max: number) => {
      let seen = 0;
      for (let c = 0; c < h.length; c++) if ((seen += h[c]) >= docCount * 0.95) return Math.min(c, max);
      return max;
    };
    const attrSlots = fitting(hist[0], MAX_ATTR_SLOTS);
    const listSlots: [number, number] = [fitting(hist[1], MAX_LIST_SLOTS), fitting(hist[2], MAX_LIST_SLOTS)];
    this.pending = null;
    this.relayout(this.fixed.length + attrSlots + listSlots[0] + listSlots[1], attrSlots, listSlots);
    const { width, codes, facets } = this;
    const fixed = this.fixed.length;
    const starts = [0, fixed, fixed + attrSlots, fixed + attrSlots + listSlots[0]];
    const ends = [fixed, fixed + attrSlots, fixed + attrSlots + listSlots[0], width];
    const next = new Int32Array(4);
    for (let d = 0; d < docCount; d++) {
      if ((d & 0xffff) === 0) yield;
      const b = d * width;
      for (let s = 0; s < width; s++) codes[b + s] = s;
      next.set(starts);
      this.ovOff[d + 1] = this.ovOff[d];
      this.ovUsed = this.ovOff[d];
      for (let k = p.off[d]; k < p.off[d + 1]; k++) {
        const f = facets[p.facet[k]];
        const code = f.base + p.val[k];
        const g = groupOf[f.index];
        if (g === 0) codes[b + f.slot] = code;
        else if (next[g] < ends[g]) codes[b + next[g]++] = code;
        else this.pushOverflow(d, code);
      }
    }
    this.ov = this.ov.slice(0, Math.max(64, this.ovUsed));
  }

  /**
   * Assigns counter blocks (with room to grow) and rewrites every code; called at the build's
   * end, and when a dictionary outgrows its block or an attribute facet appears.
   */
  private relayout(width: number, attrSlots: number, listSlots: [number, number]): void {
    const oldCodes = this.codes;
    const oldWidth = this.width;
    const oldBase = this.facets.map((f) => f.base);
    let total = width;
    for (const f of this.facets) {
      f.base = total;
      f.cap = f.dict.size + Math.max(16, Math.ceil(f.dict.size / 2));
      total += f.cap;
    }
    const map = new Int32Array(this.total + 1);
    for (let s = 0; s < Math.min(oldWidth, this.total); s++) map[s] = s;
    this.facets.forEach((f, i) => {
      if (i < oldBase.length && oldBase[i] > 0) for (let v = 0; v < f.dict.size && oldBase[i] + v < map.length; v++) map[oldBase[i] + v] = f.base + v;
    });
    const codes = total > 0xffff ? new Uint32Array(this.capacity * width) : new Uint16Array(this.capacity * width);
    if (oldWidth === width && oldCodes.length) for (let k = 0; k < Math.min(oldCodes.length, codes.length); k++) codes[k] = map[oldCodes[k]];
    for (let k = 0; k < this.ovUsed; k++) this.ov[k] = map[this.ov[k]];
    this.codes = codes;
    this.width = width;
    this.attrSlots = attrSlots;
    this.listSlots = listSlots;
    this.total = total;
    this.codeFacet = new Int32Array(total).fill(-1);
    for (const f of this.facets) this.codeFacet.fill(f.index, f.base, f.base + f.cap);
    this.counter = makeCounter(width);
  }

  grow(capacity: number): void {
    if (this.pending) {
      const off = new Uint32Array(capacity + 1);
      off.set(this.pending.off.subarray(0, Math.min(capacity + 1, this.pending.off.length)));
      this.pending.off = off;
    } else {
      const codes = this.codes instanceof Uint32Array ? new Uint32Array(capacity * this.width) : new Uint16Array(capacity * this.width);
      codes.set(this.codes.subarray(0, Math.min(this.codes.length, codes.length)));
      this.codes = codes;
    }
    const ovOff = new Uint32Array(capacity + 1);
    ovOff.set(this.ovOff.subarray(0, Math.min(capacity + 1, this.ovOff.length)));
    this.ovOff = ovOff;
    this.capacity = capacity;
  }

  /** Counts every row facet of the matched documents into counts (sized `total`). */
  count(docs: Int32Array, n: number, counts: Int32Array): void {
    this.counter(docs, n, this.codes, counts, this.ovOff, this.ov);
  }

  /** Adds (sign 1) or removes (sign -1) one document's codes. */
  countOne(doc: number, counts: Int32Array, sign: number): void {
    const b = doc * this.width;
    for (let s = 0; s < this.width; s++) counts[this.codes[b + s]] += sign;
    for (let k = this.ovOff[doc]; k < this.ovOff[doc + 1]; k++) counts[this.ov[k]] += sign;
  }

  /** Value ids of one facet for a document. */
  idsOf(facet: RowFacet, doc: number): number[] {
    const b = doc * this.width;
    if (facet.group === 'fixed') {
      const id = this.codes[b + facet.slot] - facet.base;
      return id > 0 ? [id] : [];
    }
    const out: number[] = [];
    const { base, cap } = facet;
    for (let s = this.fixed.length; s < this.width; s++) {
      const c = this.codes[b + s];
      if (c >= base && c < base + cap) out.push(c - base);
    }
    for (let k = this.ovOff[doc]; k < this.ovOff[doc + 1]; k++) {
      const c = this.ov[k];
      if (c >= base && c < base + cap) out.push(c - base);
    }
    return out;
  }

  /** Row slots [from, to) holding values of the facet's group. */
  private slotRange(facet: RowFacet): [number, number] {
    const fixed = this.fixed.length;
    const [fit, model] = this.listSlots;
    if (facet.group === 'fixed') return [facet.slot, facet.slot + 1];
    if (facet.group === 'attr') return [fixed, fixed + this.attrSlots];
    if (facet.group === 'fitment') return [fixed + this.attrSlots, fixed + this.attrSlots + fit];
    return [fixed + this.attrSlots + fit, fixed + this.attrSlots + fit + model];
  }

  /**
   * A filter step keeping the documents with one of these values of a facet: the loops read only
   * the facet's own slots, and are written out here rather than calling a test per document.
   */
  anyStep(facet: RowFacet, ids: readonly number[]) {
    const mask = new Uint8Array(this.total);
    for (const id of ids) mask[facet.base + id] = 1;
    const { width, codes, ovOff, ov } = this;
    const [from, to] = this.slotRange(facet);
    const overflow = facet.group !== 'fixed';
    const has = (d: number): boolean => {
      const b = d * width;
      for (let s = b + from, e = b + to; s < e; s++) if (mask[codes[s]] === 1) return true;
      if (overflow) for (let k = ovOff[d], e = ovOff[d + 1]; k < e; k++) if (mask[ov[k]] === 1) return true;
      return false;
    };
    return {
      apply(docs: Int32Array, n: number): number {
        let m = 0;
        for (let i = 0; i < n; i++) if (has(docs[i])) docs[m++] = docs[i];
        return m;
      },
      scan(out: Int32Array, count: number, deleted: Uint8Array | null): number {
        let m = 0;
        for (let d = 0; d < count; d++) if ((deleted === null || deleted[d] === 0) && has(d)) out[m++] = d;
        return m;
      },
    };
  }

  /** The attribute values of a document, by attribute name, read in one pass over its row. */
  attributesOf(doc: number): Record<string, string> {
    const out: Record<string, string> = {};
    const add = (code: number) => {
      const i = this.codeFacet[code];
      if (i < 0) return;
      const f = this.facets[i];
      if (f.group === 'attr' && code > f.base) out[f.name] = f.dict.values[code - f.base];
    };
    const b = doc * this.width;
    for (let s = this.fixed.length, e = this.fixed.length + this.attrSlots; s < e; s++) add(this.codes[b + s]);
    for (let k = this.ovOff[doc]; k < this.ovOff[doc + 1]; k++) add(this.ov[k]);
    return out;
  }

  /** A test "the document has one of these values of the facet", over its row and overflow. */
  hasAny(facet: RowFacet, ids: readonly number[]): (doc: number) => boolean {
    const mask = new Uint8Array(this.total);
    for (const id of ids) mask[facet.base + id] = 1;
    const { width, codes, ovOff, ov } = this;
    if (facet.group === 'fixed') {
      const slot = facet.slot;
      return (d) => mask[codes[d * width + slot]] === 1;
    }
    const from = this.fixed.length;
    return (d) => {
      const b = d * width;
      for (let s = from; s < width; s++) if (mask[codes[b + s]] === 1) return true;
      for (let k = ovOff[d], e = ovOff[d + 1]; k < e; k++) if (mask[ov[k]] === 1) return true;
      return false;
    };
  }

  /** Bytes held by the layout. */
  get byteLength(): number {
    return this.codes.byteLength + this.ovOff.byteLength + this.ov.byteLength + this.codeFacet.byteLength;
  }
}
