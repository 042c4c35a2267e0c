/**
 * The display records of an index's documents (title, names, picture, interchange numbers: what only
 * a shown hit needs), one string per document.
 *
 * An index that came from a pack (a snapshot, or a build handed over by the worker) keeps its
 * records as the pack's bytes and decodes a record when it is asked for: a million records as
 * strings were 161 MB of the serving thread's 182 MB heap at 1,000,000 products, and a full
 * collection of that heap took 50–73 ms against 8–12 ms without them (docs/benchmarks.md, "The
 * 1M index off the collected heap"). Only the records written after that (documents added by
 * updates) and every record of an index being built are strings.
 */
import { checkedChunk, stringsLayout, type PackArray, type PackedStrings } from './search-snapshot-strings';

/** The packed records: a pack's chunks as search-snapshot-strings.ts lays them out. */
interface Packed {
  count: number;
  /** Per chunk: first record, byte start, byte end, 1 when UTF-16. */
  table: Uint32Array;
  /** Each record's end, in characters within its chunk. */
  ends: Uint32Array;
  bytes: Buffer;
}

/** A string's header on V8's heap, about, beside its characters. */
const STRING_OVERHEAD = 16;

export class DisplayRecords {
  /** Records from a pack: documents [0, packed.count). */
  private readonly packed: Packed | null;
  /** Records written since: by document, past the packed ones or in their place. */
  private readonly written: string[] = [];
  /** Their memory, about (kept as they are written, so a size needs no walk over a million documents). */
  private writtenBytes = 0;

  private constructor(packed: Packed | null) {
    this.packed = packed;
  }

  /** An empty list, filled by `set` (a build). */
  static empty(): DisplayRecords {
    return new DisplayRecords(null);
  }

  /**
   * The records of a pack, kept as its bytes. The layout is checked a chunk at a time (yielding
   * between chunks), so a damaged pack fails here rather than on a later search.
   */
  static *fromPack(p: PackedStrings, arrays: readonly PackArray[]): Generator<void, DisplayRecords> {
    const layout = stringsLayout(p, arrays);
    for (let c = 0; c < p.chunks; c++) {
      checkedChunk(p, layout, c);
      if ((c & 63) === 63) yield;
    }
    const { table, ends, bytes } = layout;
    return new DisplayRecords({ count: p.count, table, ends, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  }

  /** How many documents have a record (the highest document with one, plus one). */
  get length(): number {
    return Math.max(this.packed?.count ?? 0, this.written.length);
  }

  /** The record of a document; '' for one without. */
  get(doc: number): string {
    const s = this.written[doc];
    if (s !== undefined) return s;
    const p = this.packed;
    if (!p || doc < 0 || doc >= p.count) return '';
    // The chunk holding doc: the last whose first record is at or before it.
    const { table, ends } = p;
    let lo = 0;
    let hi = table.length / 4 - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (table[mid * 4] <= doc) lo = mid;
      else hi = mid - 1;
    }
    const base = table[lo * 4 + 1];
    const from = doc === table[lo * 4] ? 0 : ends[doc - 1];
    const to = ends[doc];
    return table[lo * 4 + 3] ? p.bytes.toString('utf16le', base + from * 2, base + to * 2) : p.bytes.toString('latin1', base + from, base + to);
  }

  set(doc: number, record: string): void {
    const before = this.written[doc];
    if (before !== undefined) this.writtenBytes -= STRING_OVERHEAD + before.length;
    this.writtenBytes += STRING_OVERHEAD + record.length;
    this.written[doc] = record;
  }

  /** The first n records as strings (packing a build: its own list when it holds exactly those). */
  list(n: number): readonly string[] {
    if (!this.packed && this.written.length === n) return this.written;
    const out = new Array<string>(n);
    for (let d = 0; d < n; d++) out[d] = this.get(d);
    return out;
  }

  /** Memory held, about: the packed bytes once, and each string written since. */
  byteSize(): number {
    const p = this.packed;
    return (p ? p.bytes.byteLength + p.ends.byteLength + p.table.byteLength : 0) + this.writtenBytes;
  }
}
