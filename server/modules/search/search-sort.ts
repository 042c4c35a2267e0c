/**
 * Sorting helpers for index builds. A comparator sort of a million strings or records costs
 * seconds in JavaScript; packing keys into doubles and letting the engine's native numeric
 * sort do the work costs a fraction of that.
 */

/** Positions of a permutation: pos[perm[i]] = i. */
export function positions(perm: Int32Array): Uint32Array {
  const pos = new Uint32Array(perm.length);
  for (let i = 0; i < perm.length; i++) pos[perm[i]] = i;
  return pos;
}

/** Bits needed to number n items (at least 1). */
export function bitsFor(n: number): number {
  return Math.max(1, Math.ceil(Math.log2(n + 1)));
}

/**
 * Sorts items 0..n-1 by an integer key (below 2^(53 - bits)), ties by their position in a
 * tie-break permutation: key and position are packed into one double.
 */
export function sortPacked(n: number, key: (i: number) => number, tiePos: Uint32Array, tiePerm: Int32Array): Int32Array {
  const scale = 2 ** bitsFor(n);
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = key(i) * scale + tiePos[i];
  packed.sort();
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[i] = tiePerm[lowPart(packed[i], scale)];
  return perm;
}

/** k mod scale for a packed key (scale a power of two): cheaper than the floating-point %. */
function lowPart(k: number, scale: number): number {
  return k - Math.floor(k / scale) * scale;
}

function chunkOfString(s: string, depth: number): number {
  let v = 0;
  for (let j = 0; j < 4; j++) {
    const c = s.charCodeAt(depth + j);
    v = v * 128 + (c !== c ? 0 : c >= 126 ? 127 : c + 1);
  }
  return v;
}

function hasCollapsedChar(chunk: number): boolean {
  for (let k = 0; k < 4; k++, chunk = Math.floor(chunk / 128)) if (chunk % 128 === 127) return true;
  return false;
}

/**
 * Sorts n items by their character sequences, ties by a tie-break order (tiePos/tiePerm, a
 * permutation of 0..n-1). Most-significant-first radix on four characters per pass (chunkAt),
 * each pass one native numeric sort; runs holding characters beyond 7 bits, and small runs,
 * fall back to the exact comparator.
 */
/** Runs a build step generator to its end, synchronously. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Items sorted between two yields of the step versions (a few milliseconds of work). */
const SORT_SLICE = 1 << 16;

/** radixSort as steps, yielding between slices of work so an asynchronous build can share the thread. */
export function* radixSortSteps(
  n: number,
  chunkAt: (item: number, depth: number) => number,
  exact: (a: number, b: number) => number,
  tiePos: Uint32Array,
  tiePerm: Int32Array,
): Generator<void, Int32Array> {
  const scale = 2 ** bitsFor(n);
  // With no tie-break order (every item distinct), a packed key's low bits are the item itself.
  let isIdentity = true;
  for (let i = 0; i < n && isIdentity; i++) isIdentity = tiePerm[i] === i;
  const perm = bucketByFirstChars(n, chunkAt, tiePerm);
  yield;
  let work = 0;
  const stack: number[] = [];
  // Runs of equal first two characters go on to the four-characters-per-pass radix from depth 2.
  for (let i = 0; i < n; ) {
    const head = Math.floor(chunkAt(perm[i], 0) / 16384);
    let j = i + 1;
    while (j < n && Math.floor(chunkAt(perm[j], 0) / 16384) === head) j++;
    // A run whose items end within two characters is equal, already in tie order (the counting sort is stable).
    if (j - i > 1 && head % 128 !== 0) {
      if (head % 128 === 127 || head >= 127 * 128) perm.subarray(i, j).sort(exact);
      else stack.push(i, j, 2);
    }
    i = j;
  }
  while (stack.length) {
    const depth = stack.pop()!;
    const hi = stack.pop()!;
    const lo = stack.pop()!;
    if ((work += hi - lo) > SORT_SLICE) {
      work = 0;
      yield;
    }
    if (hi - lo <= 8) {
      perm.subarray(lo, hi).sort(exact);
      continue;
    }
    const keys = new Float64Array(hi - lo);
    for (let i = lo; i < hi; i++) keys[i - lo] = chunkAt(perm[i], depth) * scale + tiePos[perm[i]];
    keys.sort();
    if (isIdentity) for (let i = lo; i < hi; i++) perm[i] = lowPart(keys[i - lo], scale);
    else for (let i = lo; i < hi; i++) perm[i] = tiePerm[lowPart(keys[i - lo], scale)];
    let i = lo;
    while (i < hi) {
      const chunk = Math.floor(keys[i - lo] / scale);
      let j = i + 1;
      while (j < hi && Math.floor(keys[j - lo] / scale) === chunk) j++;
      // A run whose items ended inside this chunk is equal, and already in tie-break order.
      if (j - i > 1) {
        if (hasCollapsedChar(chunk)) perm.subarray(i, j).sort(exact);
        else if (chunk % 128 !== 0) stack.push(i, j, depth + 4);
      }
      i = j;
    }
  }
  return perm;
}

/**
 * Sorts n items by their character sequences, ties by a tie-break order (tiePos/tiePerm, a
 * permutation of 0..n-1); see radixSortSteps.
 */
export function radixSort(
  n: number,
  chunkAt: (item: number, depth: number) => number,
  exact: (a: number, b: number) => number,
  tiePos: Uint32Array,
  tiePerm: Int32Array,
): Int32Array {
  return drain(radixSortSteps(n, chunkAt, exact, tiePos, tiePerm));
}

/**
 * A stable counting sort on the first two characters (14 bits): one linear pass instead of a
 * comparison sort of every item, leaving runs that share their first two characters.
 */
function bucketByFirstChars(n: number, chunkAt: (item: number, depth: number) => number, tiePerm: Int32Array): Int32Array {
  const heads = new Uint16Array(n);
  const counts = new Int32Array(16384 + 1);
  for (let i = 0; i < n; i++) {
    const item = tiePerm[i];
    const head = Math.floor(chunkAt(item, 0) / 16384);
    heads[i] = head;
    counts[head + 1]++;
  }
  for (let h = 0; h < 16384; h++) counts[h + 1] += counts[h];
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[counts[heads[i]]++] = tiePerm[i];
  return perm;
}

/** Sorts strings (UTF-16 code unit order, like `<`), ties by a tie-break order; as build steps. */
export function sortStrings(strings: readonly string[], tiePos: Uint32Array, tiePerm: Int32Array): Generator<void, Int32Array> {
  const exact = (a: number, b: number) => (strings[a] < strings[b] ? -1 : strings[a] > strings[b] ? 1 : tiePos[a] - tiePos[b]);
  return radixSortSteps(strings.length, (i, depth) => chunkOfString(strings[i], depth), exact, tiePos, tiePerm);
}

/** The identity permutation of n items. */
export function identity(n: number): Int32Array {
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  return perm;
}
