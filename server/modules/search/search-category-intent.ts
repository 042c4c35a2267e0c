/**
 * Queries that name a kind of part: "belts", "v-belt", "fan belt", "filters", "rad". The words are
 * compared with the catalogue's category names (singular or plural, joined or apart, synonyms of
 * the synonym table); the longest name found wins ("fan belt" is Fan Belts, not Belts; "seat belt"
 * is Seat Belts). Parts filed under that category (as their own kind or under an umbrella such as
 * Belts) then rank before the others, and the answer names the category so the page can offer to
 * drop it. Words that only share a stem ("belt" in "seat belt") no longer pull the wrong kind first.
 */
import type { FacetColumn, MultiColumn } from './search-columns';
import type { RowFacet } from './search-facets';
import type { SynonymTable } from './search-synonyms';
import { pluralVariants } from './search-synonyms';
import { foldWord, parseQuery } from './search-text';

/** The category a query names. */
export interface CategoryHint {
  /** Category id: every product filed under it or below it belongs to the kind. */
  id: number;
  name: string;
}

/** What the intent reads from an index: its category columns and document count. */
export interface CategoryColumns {
  facets: ReadonlyMap<string, FacetColumn>;
  docCount: number;
  deleted: Uint8Array;
}

interface Entry {
  id: number;
  name: string;
  words: string[];
  joined: string;
}

interface Vocabulary {
  /** Size of the category dictionary when built: a new name rebuilds it. */
  size: number;
  entries: Entry[];
}

/** Irregular plurals of part names the light stemmer does not know. */
const IRREGULAR: Readonly<Record<string, string>> = { teeth: 'tooth' };

/** A word as a category name and a query compare it: folded, singular. */
export function singularWord(word: string): string {
  const w = foldWord(word);
  if (IRREGULAR[w]) return IRREGULAR[w];
  const [v] = pluralVariants(w);
  return v !== undefined && v.length < w.length ? v : w;
}

function nameWords(name: string): string[] {
  return (foldWord(name).match(/[\p{L}\p{N}]+/gu) ?? []).map(singularWord);
}

const vocabularies = new WeakMap<CategoryColumns, Vocabulary>();

/** Share of an umbrella's products whose kind ends in the same noun ("Oil Filters", "Air Filters"…). */
const UMBRELLA_SHARE = 0.8;

/**
 * A category that is no product's own kind but files several kinds that mostly end in one noun
 * is that noun's category: Oil, Fuel and Air Filters (and a few Fuel Water Separators) make
 * "Filters". The index knows categories by id; such a name is the noun, capitalised and plural.
 */
function umbrellaName(kinds: Map<number, number>, values: readonly string[]): { word: string; name: string } | null {
  if (kinds.size < 2) return null;
  const byNoun = new Map<string, { count: number; kinds: number; plural: string }>();
  let total = 0;
  for (const [v, count] of kinds) {
    total += count;
    const last = values[v].match(/[\p{L}\p{N}]+$/u)?.[0];
    if (!last) continue;
    const noun = singularWord(last);
    const entry = byNoun.get(noun) ?? { count: 0, kinds: 0, plural: last };
    entry.count += count;
    entry.kinds++;
    byNoun.set(noun, entry);
  }
  for (const [noun, { count, kinds: sharing, plural }] of byNoun) {
    if (sharing >= 2 && count >= total * UMBRELLA_SHARE) return { word: noun, name: plural };
  }
  return null;
}

/**
 * Category names with their ids. A product's first category id is the one its category name
 * belongs to (the search source puts the leaf first); umbrellas are named by umbrellaName.
 */
function vocabulary(idx: CategoryColumns): Vocabulary | null {
  const names = idx.facets.get('category') as RowFacet | undefined;
  const ids = idx.facets.get('categoryIds') as MultiColumn | undefined;
  if (!names || names.kind !== 'row' || !ids || ids.kind !== 'multi') return null;
  const cached = vocabularies.get(idx);
  if (cached && cached.size === names.dict.size) return cached;
  const found = new Map<number, number>();
  // Per category id that is no product's own kind: how many products of each kind it holds.
  const held = new Map<number, Map<number, number>>();
  for (let d = 0; d < idx.docCount; d++) {
    if (idx.deleted[d] === 1 || ids.off[d] === ids.off[d + 1]) continue;
    const [v] = names.idsOf(d);
    if (!v) continue;
    if (!found.has(v)) {
      const id = Number(ids.dict.values[ids.vals[ids.off[d]]]);
      if (Number.isInteger(id)) found.set(v, ids.vals[ids.off[d]]);
    }
    for (let k = ids.off[d] + 1; k < ids.off[d + 1]; k++) {
      const kinds = held.get(ids.vals[k]) ?? new Map<number, number>();
      kinds.set(v, (kinds.get(v) ?? 0) + 1);
      held.set(ids.vals[k], kinds);
    }
  }
  const entries: Entry[] = [];
  const leaves = new Set(found.values());
  for (const [v, value] of found) {
    const name = names.dict.values[v];
    const words = nameWords(name);
    if (words.length > 0) entries.push({ id: Number(ids.dict.values[value]), name, words, joined: words.join('') });
  }
  const named = new Set(entries.map((e) => e.joined));
  for (const [value, kinds] of held) {
    if (leaves.has(value)) continue;
    const umbrella = umbrellaName(kinds, names.dict.values);
    if (umbrella && !named.has(umbrella.word)) entries.push({ id: Number(ids.dict.values[value]), name: umbrella.name, words: [umbrella.word], joined: umbrella.word });
  }
  const vocab = { size: names.dict.size, entries };
  vocabularies.set(idx, vocab);
  return vocab;
}

/** The query's words, singular, each with its one-word synonyms ("rad" → radiator). */
function queryWords(query: string, synonyms: SynonymTable): string[][] {
  const out: string[][] = [];
  for (const chunk of parseQuery(query).chunks) {
    const forms = (w: string) => {
      const alts = (synonyms.get(w) ?? []).filter((a) => a.length === 1).map((a) => singularWord(a[0]));
      return [singularWord(w), ...alts];
    };
    if (chunk.parts.length > 1) {
      // "v-belt": the joined form may be a name ("vbelt"), and so may the parts.
      out.push(...chunk.parts.map(forms));
    } else out.push(forms(chunk.term));
  }
  return out;
}

/** How many query words from position i spell the entry (0: none). */
function matchAt(words: string[][], i: number, e: Entry): number {
  if (words[i].includes(e.joined)) return 1;
  if (i + e.words.length > words.length) return 0;
  for (let k = 0; k < e.words.length; k++) if (!words[i + k].includes(e.words[k])) return 0;
  if (e.words.length > 1) return e.words.length;
  return 1;
}

/** The category a query names, or null: the longest name, the later one on a tie (the head noun comes last). */
export function categoryIntent(idx: CategoryColumns, query: string, synonyms: SynonymTable): CategoryHint | null {
  const vocab = vocabulary(idx);
  if (!vocab || vocab.entries.length === 0) return null;
  const words = queryWords(query, synonyms);
  let best: Entry | null = null;
  let bestLength = 0;
  for (let i = 0; i < words.length; i++) {
    for (const e of vocab.entries) {
      const n = matchAt(words, i, e);
      const length = n === 1 && words[i].includes(e.joined) ? e.words.length : n;
      if (n > 0 && length >= bestLength) {
        best = e;
        bestLength = length;
      }
    }
  }
  return best ? { id: best.id, name: best.name } : null;
}

/**
 * The documents filed under a category (its own kind or an umbrella): a bitset over the documents
 * present when first asked, kept per index (a document's categories never change in place: an
 * update adds a new document), and the id-list read for documents added since.
 */
export interface KindMembers {
  /** Value id of the category in the categoryIds column. */
  readonly value: number;
  readonly column: MultiColumn;
  /** Members among documents [0, upto). */
  readonly bits: Uint32Array;
  readonly upto: number;
}

/** Kinds kept per index; beyond this many the oldest goes (each is one bit per document). */
const MAX_KINDS = 64;
const kinds = new WeakMap<CategoryColumns, Map<number, KindMembers>>();

/** The members of the category a hint names, or null when no product is filed under it. */
export function kindMembers(idx: CategoryColumns, hint: CategoryHint): KindMembers | null {
  const column = idx.facets.get('categoryIds') as MultiColumn | undefined;
  if (!column || column.kind !== 'multi') return null;
  const [value] = column.dict.lookup(String(hint.id));
  if (value === undefined) return null;
  let byId = kinds.get(idx);
  if (!byId) kinds.set(idx, (byId = new Map()));
  const cached = byId.get(value);
  // Columns are reallocated as the index grows: the cached bits stay valid, the column is read afresh.
  if (cached) {
    if (cached.column === column) return cached;
    const moved = { ...cached, column };
    byId.set(value, moved);
    return moved;
  }
  const upto = idx.docCount;
  const bits = new Uint32Array(Math.ceil(upto / 32));
  const { off, vals } = column;
  for (let d = 0; d < upto; d++) {
    for (let k = off[d], e = off[d + 1]; k < e; k++) {
      if (vals[k] === value) {
        bits[d >>> 5] |= 1 << (d & 31);
        break;
      }
    }
  }
  const members: KindMembers = { value, column, bits, upto };
  if (byId.size >= MAX_KINDS) byId.delete(byId.keys().next().value!);
  byId.set(value, members);
  return members;
}

/** True when document d is filed under the kind. */
export function isKind(kind: KindMembers, d: number): boolean {
  if (d < kind.upto) return (kind.bits[d >>> 5] & (1 << (d & 31))) !== 0;
  const { off, vals } = kind.column;
  for (let k = off[d], e = off[d + 1]; k < e; k++) if (vals[k] === kind.value) return true;
  return false;
}
