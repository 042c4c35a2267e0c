/**
 * Builds a TermIndex: terms interned into a hash table over typed arrays as documents are read,
 * then sorted into the dictionary, with postings laid out by search-term-postings.ts.
 */
import { identity, positions, radixSortSteps } from './search-sort';
import { MAX_TERM_LENGTH, type TermIndex } from './search-term-index';
import { buildPrefixPostings, GrowInt32, GrowUint8, layoutPostings } from './search-term-postings';

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
