/**
 * Lists of strings as bytes, for an index leaving its thread or its process (search-snapshot-pack.ts):
 * the strings go in chunks of about 130,000 characters, each chunk one run of Latin-1 bytes
 * (or UTF-16 when it holds a wider character) and the end of every string in it. Reading a chunk
 * back is one decode and a slice per string, in slices of a few milliseconds rather than one long
 * pause. The display records are kept in this form after unpacking, a record decoded when it is
 * shown (search-display.ts).
 */

/** Characters per chunk: one decode and its slices take well under a millisecond on an idle core. */
const CHUNK_CHARS = 1 << 17;

/** Where a list's bytes are: indexes into the pack's arrays. */
export interface PackedStrings {
  count: number;
  /** Per chunk: first string, byte start, byte end, 1 when UTF-16. */
  chunks: number;
  /** Array index of the chunk table (Uint32Array, 4 numbers per chunk). */
  table: number;
  /** Array index of each string's end, in characters within its chunk (Uint32Array). */
  ends: number;
  /** Array index of the bytes (Uint8Array). */
  bytes: number;
}

export type PackArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** A character past Latin-1 (the chunk then goes as UTF-16). */
const WIDE = /[\u0100-\uffff]/;

/** Encodes a list of strings; `add` stores an array in the pack and returns its index. */
export function packStrings(list: readonly string[], add: (a: PackArray) => number): PackedStrings {
  const ends = new Uint32Array(list.length);
  const table: number[] = [];
  const parts: Buffer[] = [];
  let bytes = 0;
  for (let first = 0; first < list.length; ) {
    let chars = 0;
    let i = first;
    for (; i < list.length && (chars === 0 || chars + list[i].length <= CHUNK_CHARS); i++) {
      chars += list[i].length;
      ends[i] = chars;
    }
    const text = list.slice(first, i).join('');
    const wide = WIDE.test(text);
    const buf = Buffer.from(text, wide ? 'utf16le' : 'latin1');
    table.push(first, bytes, bytes + buf.length, wide ? 1 : 0);
    parts.push(buf);
    bytes += buf.length;
    first = i;
  }
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return { count: list.length, chunks: table.length / 4, table: add(Uint32Array.from(table)), ends: add(ends), bytes: add(all) };
}

/** A list's arrays in a pack, their lengths checked against its description. */
export interface StringsLayout {
  table: Uint32Array;
  ends: Uint32Array;
  bytes: Uint8Array;
}

export function stringsLayout(p: PackedStrings, arrays: readonly PackArray[]): StringsLayout {
  const table = arrays[p.table] as Uint32Array;
  const ends = arrays[p.ends] as Uint32Array;
  const bytes = arrays[p.bytes] as Uint8Array;
  if (table.length !== p.chunks * 4 || ends.length !== p.count) throw new Error('string list does not match its table');
  return { table, ends, bytes };
}

/**
 * Chunk c of a list: its strings [first, last), its bytes [from, to), 2 bytes a character when wide.
 * Its range and every string's end in it are checked, so a damaged pack is refused, never misread.
 */
export function checkedChunk(p: PackedStrings, { table, ends, bytes }: StringsLayout, c: number) {
  const first = table[c * 4];
  const last = c + 1 < p.chunks ? table[(c + 1) * 4] : p.count;
  const from = table[c * 4 + 1];
  const to = table[c * 4 + 2];
  const wide = table[c * 4 + 3] !== 0;
  if (to < from || to > bytes.length || last < first || last > p.count || (c === 0 && first !== 0)) throw new Error('string list chunk out of range');
  const chars = wide ? (to - from) / 2 : to - from;
  let start = 0;
  for (let i = first; i < last; i++) {
    if (ends[i] < start || ends[i] > chars) throw new Error('string list end out of range');
    start = ends[i];
  }
  return { first, last, from, to, wide };
}

/** Decodes a list into `out` (from index 0), yielding between chunks. */
export function* unpackStrings(p: PackedStrings, arrays: readonly PackArray[], out: string[]): Generator<void, string[]> {
  const layout = stringsLayout(p, arrays);
  const { ends, bytes } = layout;
  for (let c = 0; c < p.chunks; c++) {
    const { first, last, from, to, wide } = checkedChunk(p, layout, c);
    const text = Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString(wide ? 'utf16le' : 'latin1');
    let start = 0;
    for (let i = first; i < last; i++) {
      out[i] = text.slice(start, ends[i]);
      start = ends[i];
    }
    yield;
  }
  return out;
}

/** Decodes a list at once (small lists: names, dictionary values). */
export function unpackStringsNow(p: PackedStrings, arrays: readonly PackArray[]): string[] {
  const steps = unpackStrings(p, arrays, new Array<string>(p.count));
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
  }
}
