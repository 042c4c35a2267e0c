/**
 * Text rules shared by indexing, querying and highlighting. Both sides of a match must cut and
 * fold text the same way, so every tokenisation in the engine goes through this file.
 *
 * A value is cut into chunks (separated by white space) and each chunk into subwords (runs of
 * letters and digits). "AR-12345" is one chunk with two subwords; the chunk's joined form
 * "ar12345" is what a customer types when he leaves out the dash.
 */

/** Subword spans of a string, written into reusable arrays so indexing allocates little. */
export interface Scan {
  count: number;
  start: number[];
  end: number[];
  /** Chunk number of each subword: it grows when white space separates two subwords. */
  chunk: number[];
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/uy;

/** An empty scan buffer to pass to scanText. */
export function newScan(): Scan {
  return { count: 0, start: [], end: [], chunk: [] };
}

function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** Length of the word character at i (0 when it is not one, 2 for an astral letter). */
function wordCharLength(s: string, i: number, c: number): number {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 1 : 0;
  WORD_CHAR.lastIndex = i;
  if (!WORD_CHAR.test(s)) return 0;
  return WORD_CHAR.lastIndex - i;
}

/** Finds the subwords of s and the chunk each belongs to. */
export function scanText(s: string, out: Scan): Scan {
  let n = 0;
  let chunk = 0;
  let spaceSeen = false;
  let wordStart = -1;
  const len = s.length;
  for (let i = 0; i < len; ) {
    const c = s.charCodeAt(i);
    const w = wordCharLength(s, i, c);
    if (w > 0) {
      if (wordStart < 0) {
        if (spaceSeen && n > 0) chunk++;
        spaceSeen = false;
        wordStart = i;
      }
      i += w;
      continue;
    }
    if (wordStart >= 0) {
      out.start[n] = wordStart;
      out.end[n] = i;
      out.chunk[n] = chunk;
      n++;
      wordStart = -1;
    }
    if (isSpace(c)) spaceSeen = true;
    i++;
  }
  if (wordStart >= 0) {
    out.start[n] = wordStart;
    out.end[n] = len;
    out.chunk[n] = chunk;
    n++;
  }
  out.count = n;
  return out;
}

/**
 * Words too common in part titles to search by ("Belt for John Deere", "5/8\" x 45\""): not
 * indexed, and dropped from queries unless being typed or alone. Without this, "ford" with one
 * typo would match every title saying "for".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'by', 'fits', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'x']);

const STOP_LIST = [...STOP_WORDS];

/** True when lower[from, to) is a stop word, without making a string of it. */
export function isStopWordAt(lower: string, from: number, to: number): boolean {
  const len = to - from;
  if (len > 4) return false;
  for (const w of STOP_LIST) {
    if (w.length !== len) continue;
    let k = 0;
    while (k < len && w.charCodeAt(k) === lower.charCodeAt(from + k)) k++;
    if (k === len) return true;
  }
  return false;
}

/** Lower case without accents: "Müller" and "muller" are one word. */
export function foldWord(s: string): string {
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) > 127) return s.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
  }
  return s.toLowerCase();
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Drops leading zeros of a number ("0750" → "750", "000" → "0"); letters after a zero keep it. */
export function stripZeros(t: string): string {
  if (t.charCodeAt(0) !== 48) return t;
  let i = 0;
  while (i < t.length - 1 && t.charCodeAt(i) === 48 && isDigitCode(t.charCodeAt(i + 1))) i++;
  return i > 0 ? t.slice(i) : t;
}

/** True when the string has a digit (numbers and part numbers never get typo tolerance). */
export function hasDigit(t: string): boolean {
  for (let i = 0; i < t.length; i++) if (isDigitCode(t.charCodeAt(i))) return true;
  return false;
}

/** Part-number key: lower case, no separators of any kind, no leading zeros ("532 14 41-66" → "532144166"). */
export function normalizePartNumber(value: string): string {
  const scan = scanText(value, newScan());
  let joined = '';
  for (let k = 0; k < scan.count; k++) joined += foldWord(value.slice(scan.start[k], scan.end[k]));
  return joined === '' ? '' : stripZeros(joined);
}

/** Typos allowed on a query word, Algolia's thresholds: 1 from 4 letters, 2 from 8, none with digits. */
export function typoBudget(word: string): number {
  if (hasDigit(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

const DIST_MAX = 64;
const rowA = new Int32Array(DIST_MAX + 1);
const rowB = new Int32Array(DIST_MAX + 1);
const rowC = new Int32Array(DIST_MAX + 1);

/** Optimal-string-alignment distance (a swap of neighbours is one typo), or max + 1 once beyond max. */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la > DIST_MAX || lb > DIST_MAX) return a === b ? 0 : max + 1;
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = prev[j - 1] + (ca === cb ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && prev2[j - 2] + 1 < v) v = prev2[j - 2] + 1;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return Math.min(prev[lb], max + 1);
}

/**
 * Typos between a word being typed and a dictionary term, the way the engine's prefix search
 * counts them: the whole term, or a prefix of it at least as long as the word.
 */
export function prefixEditDistance(word: string, term: string, max: number): number {
  let best = editDistance(word, term, max);
  const from = word.length;
  const to = Math.min(term.length, word.length + max);
  for (let d = from; d <= to && best > 0; d++) best = Math.min(best, editDistance(word, term.slice(0, d), max));
  return best;
}

/** One white-space separated piece of a query. */
export interface QueryChunk {
  /** The chunk as typed, folded: reported in matchedWords. */
  text: string;
  /** Folded subwords, zeros kept (joins must see "0750" to build "1r0750"). */
  parts: string[];
  /** The searched term: subwords joined, leading zeros stripped. */
  term: string;
  hasDigit: boolean;
}

export interface ParsedQuery {
  chunks: QueryChunk[];
  /** The last word is being typed: match it as a prefix (not after a trailing space). */
  prefixLast: boolean;
}

/** Cuts a query into chunks the way values are cut. */
export function parseQuery(query: string): ParsedQuery {
  const scan = scanText(query, newScan());
  const chunks: QueryChunk[] = [];
  let k = 0;
  while (k < scan.count) {
    const chunkNo = scan.chunk[k];
    const parts: string[] = [];
    const from = scan.start[k];
    let to = scan.end[k];
    while (k < scan.count && scan.chunk[k] === chunkNo) {
      parts.push(foldWord(query.slice(scan.start[k], scan.end[k])));
      to = scan.end[k];
      k++;
    }
    const term = stripZeros(parts.join(''));
    chunks.push({ text: foldWord(query.slice(from, to)), parts, term, hasDigit: hasDigit(term) });
  }
  const last = query.length > 0 ? query.charCodeAt(query.length - 1) : 32;
  return { chunks, prefixLast: chunks.length > 0 && !isSpace(last) };
}

/** True when the text holds a control character (C0, DEL): never part of a genuine query. */
export function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 127) return true;
  }
  return false;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML, since highlighted values are rendered as markup. */
export function escapeHtml(s: string): string {
  return HTML_SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]) : s;
}

const HTML_SPECIAL = /[&<>"']/;
