/** The build's posting lists: postings laid out per term, and the precomputed postings of dense prefixes. */
import { PREFIX_MIN_TERMS, type TermIndex } from './search-term-index';

const MAX_PREFIX_LENGTH = 24;

export class GrowInt32 {
  a: Int32Array;
  n = 0;
  constructor(capacity = 1024) {
    this.a = new Int32Array(capacity);
  }
  push(v: number): void {
    if (this.n === this.a.length) {
      const next = new Int32Array(this.a.length * 2);
      next.set(this.a);
      this.a = next;
    }
    this.a[this.n++] = v;
  }
}

export class GrowUint8 {
  a: Uint8Array;
  n = 0;
  constructor(capacity = 1024) {
    this.a = new Uint8Array(capacity);
  }
  push(v: number): void {
    if (this.n === this.a.length) {
      const next = new Uint8Array(this.a.length * 2);
      next.set(this.a);
      this.a = next;
    }
    this.a[this.n++] = v;
  }
}

/** Triples handled between two yields of the build (a few milliseconds of work). */
const LAYOUT_SLICE = 1 << 20;

export function* layoutPostings(termCount: number, oldToNew: Int32Array, tTerm: GrowInt32, tDoc: GrowInt32, tAP: GrowUint8) {
  const n = tTerm.n;
  const start = new Uint32Array(termCount + 1);
  for (let p = 0; p < n; p++) start[oldToNew[tTerm.a[p]] + 1]++;
  for (let t = 0; t < termCount; t++) start[t + 1] += start[t];
  yield;
  const cursor = start.slice(0, termCount);
  const docs = new Int32Array(n);
  const aps = new Uint8Array(n);
  // Triples arrive in document order, so this stable scatter leaves every posting list sorted, and
  // a term repeated within one document lands next to its first occurrence, where it is merged.
  for (let p = 0; p < n; p++) {
    if ((p & (LAYOUT_SLICE - 1)) === 0) yield;
    const t = oldToNew[tTerm.a[p]];
    const k = cursor[t];
    const d = tDoc.a[p];
    if (k > start[t] && docs[k - 1] === d) {
      if (tAP.a[p] < aps[k - 1]) aps[k - 1] = tAP.a[p];
      continue;
    }
    docs[k] = d;
    aps[k] = tAP.a[p];
    cursor[t] = k + 1;
  }
  yield;
  // Close the gaps the merged repeats left at the end of each list.
  const postStart = new Uint32Array(termCount + 1);
  let w = 0;
  for (let t = 0; t < termCount; t++) {
    postStart[t] = w;
    for (let k = start[t], e = cursor[t]; k < e; k++, w++) {
      docs[w] = docs[k];
      aps[w] = aps[k];
    }
  }
  postStart[termCount] = w;
  return { postStart, postDoc: docs.slice(0, w), postAP: aps.slice(0, w) };
}

export function* buildPrefixPostings(
  chars: Uint16Array,
  termStart: Uint32Array,
  postStart: Uint32Array,
  postDoc: Int32Array,
  postAP: Uint8Array,
  docCount: number,
): Generator<void, Pick<TermIndex, 'prefixIds' | 'prefStart' | 'prefDoc' | 'prefAP' | 'prefBits' | 'prefCount'>> {
  const prefixIds = new Map<string, number>();
  const starts = new GrowInt32(1024);
  const counts = new GrowInt32(1024);
  const docs = new GrowInt32(1 << 16);
  const aps = new GrowUint8(1 << 16);
  const bits: (Uint32Array | null)[] = [];
  const mark = new Int32Array(docCount).fill(-1);
  const best = new Uint8Array(docCount);
  const tmp = new Int32Array(docCount);
  const bitsetBytes = Math.ceil(docCount / 32) * 4;
  const termCount = termStart.length - 1;
  // Character at depth of term i, or -1 past its end.
  const charAt = (i: number, depth: number) => (termStart[i] + depth < termStart[i + 1] ? chars[termStart[i] + depth] : -1);
  starts.push(0);

  const stack: number[] = [0, termCount, 0];
  let serial = 0;
  let work = 0;
  while (stack.length) {
    const depth = stack.pop()!;
    const hi = stack.pop()!;
    let i = stack.pop()!;
    while (i < hi && charAt(i, depth) < 0) i++;
    while (i < hi) {
      const c = charAt(i, depth);
      let j = i + 1;
      while (j < hi && charAt(j, depth) === c) j++;
      if (j - i > PREFIX_MIN_TERMS && depth < MAX_PREFIX_LENGTH) {
        const id = serial++;
        prefixIds.set(String.fromCharCode(...chars.subarray(termStart[i], termStart[i] + depth + 1)), id);
        let u = 0;
        for (let k = postStart[i], e = postStart[j]; k < e; k++) {
          const d = postDoc[k];
          if (mark[d] !== id) {
            mark[d] = id;
            best[d] = postAP[k];
            tmp[u++] = d;
          } else if (postAP[k] < best[d]) best[d] = postAP[k];
        }
        counts.push(u);
        if (u * 5 >= bitsetBytes) {
          const set = new Uint32Array(bitsetBytes / 4);
          for (let k = 0; k < u; k++) set[tmp[k] >>> 5] |= 1 << (tmp[k] & 31);
          bits.push(set);
        } else {
          bits.push(null);
          const sorted = tmp.subarray(0, u).sort();
          for (let k = 0; k < u; k++) {
            docs.push(sorted[k]);
            aps.push(best[sorted[k]]);
          }
        }
        starts.push(docs.n);
        stack.push(i, j, depth + 1);
        if ((work += postStart[j] - postStart[i]) > LAYOUT_SLICE) {
          work = 0;
          yield;
        }
      }
      i = j;
    }
  }
  return {
    prefixIds,
    prefStart: new Uint32Array(starts.a.subarray(0, starts.n)),
    prefDoc: docs.a.slice(0, docs.n),
    prefAP: aps.a.slice(0, aps.n),
    prefBits: bits,
    prefCount: new Uint32Array(counts.a.subarray(0, counts.n)),
  };
}

