/**
 * What a search that found nothing offers instead (issue: no dead ends): a corrected spelling
 * that does find parts ("Did you mean …"), and the categories and machine models one of the
 * query's words names. The correction looks further than the typo tolerance of the search
 * itself (which already forgives 1 typo from 4 letters and 2 from 8): a word the catalogue does
 * not know becomes the catalogue's most used word within a few edits, and the corrected query is
 * kept only when it finds something.
 */
import type { SearchEngine } from './search-engine';
import { alphaPrefixRange, findTerm, type TermIndex } from './search-term-index';
import { typoMatches, type SortedTermList } from './search-term-typos';
import { foldWord, hasDigit, STOP_WORDS } from './search-text';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** Edits a correction may make to a word: more than the search forgives, never so many that any word fits. */
export function correctionBudget(word: string): number {
  if (word.length <= 3) return 1;
  if (word.length <= 5) return 2;
  return 3;
}

interface Dictionary {
  ti: TermIndex;
  alpha: SortedTermList;
}

/** How many products use a term (its posting count). */
function usage(ti: TermIndex, term: string): number {
  const id = findTerm(ti, term);
  return id < 0 ? 0 : ti.postStart[id + 1] - ti.postStart[id];
}

/**
 * The catalogue's closest word to `word` (fewest edits, then the most used), `word` itself when
 * the catalogue knows it or it holds digits (part numbers are never respelled), or null when no
 * word is near enough.
 */
export function correctWord(dict: Dictionary, word: string, asPrefix = false): string | null {
  const folded = foldWord(word);
  if (!folded || hasDigit(folded) || !/^\p{L}+$/u.test(folded) || findTerm(dict.ti, folded) >= 0) return folded;
  // A word still being typed is right while some word of the catalogue starts with it.
  if (asPrefix) {
    const r = alphaPrefixRange(dict.ti, folded);
    if (r.hi > r.lo) return folded;
  }
  const budget = correctionBudget(folded);
  for (let edits = 1; edits <= budget; edits++) {
    const found = typoMatches(dict.alpha, folded, edits, false).filter((m) => !m.isPrefix && m.typos === edits);
    if (found.length === 0) continue;
    let best = found[0].text;
    let bestUse = usage(dict.ti, best);
    for (const m of found.slice(1)) {
      const use = usage(dict.ti, m.text);
      if (use > bestUse || (use === bestUse && m.text < best)) {
        best = m.text;
        bestUse = use;
      }
    }
    return best;
  }
  return null;
}

/** The words of a query as typed (split on spaces), at most MAX_WORDS of them. */
export function queryWords(query: string): string[] {
  return query
    .split(/\s+/)
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

export interface DidYouMean {
  query: string;
  totalCount: number;
}

/**
 * A respelling of `query` that finds parts, or null. Words the catalogue knows (and part numbers)
 * stay as typed; unknown words take their correction; a word with no correction at all is left
 * out only when the rest still finds something.
 */
export function didYouMean(engine: Pick<SearchEngine, 'index' | 'search'>, query: string, opts: { typing?: boolean } = {}): DidYouMean | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const idx = engine.index;
  const dict = { ti: idx.ti, alpha: idx.alpha };
  let changed = false;
  const corrected: Array<string | null> = words.map((w, i) => {
    // While typing, the last word may be the start of a longer one.
    const c = correctWord(dict, w, opts.typing === true && i === words.length - 1 && !/\s$/.test(query));
    if (c === null) {
      changed = true;
      return null;
    }
    if (c === foldWord(w)) return w;
    changed = true;
    return c;
  });
  if (!changed) return null;
  const kept = corrected.filter((w): w is string => w !== null);
  if (kept.length === 0) return null;
  const text = kept.join(' ');
  if (foldWord(text) === foldWord(words.join(' '))) return null;
  const totalCount = engine.search({ query: text, hitsPerPage: 0, attributesToHighlight: [] }).nbHits;
  return totalCount > 0 ? { query: text, totalCount } : null;
}

/** Plural and singular are one word for naming a category or a machine ("belts" names "Belts" and "V-Belt"). */
function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The folded, stemmed words of a name or query ("V-Belts" → v, belt); stop words left out. */
export function nameWords(text: string): string[] {
  return foldWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOP_WORDS.has(w))
    .map(stem);
}

export interface NamedCategory {
  id: number;
  name: string;
  seoName: string;
  numberOfProducts: number;
}

export interface NamedMachine {
  id: number;
  name: string;
  manufacturer: string;
}

const MAX_NAMED = 6;

/** The categories whose names hold a word of the query, those naming most words (then the biggest) first. */
export function categoriesNamedBy(words: readonly string[], categories: readonly NamedCategory[]): NamedCategory[] {
  const wanted = new Set(words.flatMap(nameWords).filter((w) => w.length >= 2));
  if (wanted.size === 0) return [];
  return categories
    .filter((c) => c.numberOfProducts > 0)
    .map((c) => ({ c, score: new Set(nameWords(c.name).filter((w) => wanted.has(w))).size }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.c.numberOfProducts - a.c.numberOfProducts || a.c.name.localeCompare(b.c.name))
    .slice(0, MAX_NAMED)
    .map((x) => x.c);
}

/**
 * The machine models a word of the query names: a model designation ("4020", "d6") must be among
 * the words; the maker's words ("deere") only rank those models higher.
 */
export function machinesNamedBy(words: readonly string[], machines: readonly NamedMachine[]): NamedMachine[] {
  const wanted = new Set(words.flatMap(nameWords));
  if (wanted.size === 0) return [];
  return machines
    .map((m) => {
      // A model's name may carry its maker's ("John Deere 4020"): only the rest designates the model.
      const makerWords = nameWords(m.manufacturer);
      const model = nameWords(m.name).filter((w) => wanted.has(w) && !makerWords.includes(w)).length;
      const maker = makerWords.filter((w) => wanted.has(w)).length;
      return { m, model, score: model * 2 + maker };
    })
    .filter((x) => x.model > 0)
    .sort((a, b) => b.score - a.score || a.m.manufacturer.localeCompare(b.m.manufacturer) || a.m.name.localeCompare(b.m.name))
    .slice(0, MAX_NAMED)
    .map((x) => x.m);
}
