/**
 * Words a parts counter uses for the same thing. One-way: the key, when typed, also finds the
 * alternatives (each alternative is a phrase whose words must all be present). Edit freely;
 * keys and alternatives are compared folded (lower case, no accents).
 */
export const DEFAULT_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  jd: ['john deere'],
  cat: ['caterpillar'],
  nh: ['new holland'],
  mf: ['massey ferguson'],
  ih: ['international harvester', 'case ih'],
  ac: ['allis chalmers'],
  husky: ['husqvarna'],
  // Model designations written short: "580 SN" is the Case 580 Super N.
  sn: ['super n'],
  sm: ['super m'],
  rad: ['radiator'],
  alt: ['alternator'],
  hyd: ['hydraulic'],
  trans: ['transmission'],
  pto: ['power take off'],
  tyre: ['tire'],
  tire: ['tyre'],
  vbelt: ['v belt'],
};

/**
 * A word typed with a machine run together ("jd4020", "nhtc45", "cat299d3", "580sn"): the
 * abbreviation and the model, when the word starts with an abbreviation of the table followed by
 * a designation with a digit, or is a number followed by one; otherwise null. Part numbers
 * ("re61866") keep their one reading: their letters are no abbreviation.
 */
export function splitDesignation(term: string, table: SynonymTable): string[] | null {
  const suffix = /^(\d+)([a-z]+)$/.exec(term);
  if (suffix) return table.has(suffix[2]) ? [suffix[1], suffix[2]] : null;
  for (let k = Math.min(term.length - 1, 5); k >= 2; k--) {
    const head = term.slice(0, k);
    const rest = term.slice(k);
    if (table.has(head) && /\d/.test(rest) && /^[a-z]*\d/.test(rest)) return [head, rest];
  }
  return null;
}

/** Alternatives of one query word: each is a list of words that must all match. */
export type SynonymTable = ReadonlyMap<string, readonly (readonly string[])[]>;

/** Folds a synonym list into the lookup table the engine uses. */
export function buildSynonymTable(list: Readonly<Record<string, readonly string[]>> = DEFAULT_SYNONYMS): SynonymTable {
  const table = new Map<string, string[][]>();
  for (const [key, phrases] of Object.entries(list)) {
    const k = key.trim().toLowerCase();
    if (!k) continue;
    const alts = phrases
      .map((p) => p.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean))
      .filter((words) => words.length > 0 && !(words.length === 1 && words[0] === k));
    if (alts.length) table.set(k, alts);
  }
  return table;
}

/**
 * Singular and plural forms ("filter" ↔ "filters", "seat" ↔ "seats"): a light stemmer for the
 * English nouns of a parts catalogue, applied to alphabetic words of 3 letters or more.
 */
export function pluralVariants(word: string): string[] {
  if (word.length < 3 || /[^a-z]/.test(word)) return [];
  if (word.endsWith('ies') && word.length > 4) return [word.slice(0, -3) + 'y'];
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return [word.slice(0, -2)];
  if (word.endsWith('s') && !word.endsWith('ss')) return [word.slice(0, -1)];
  if (word.endsWith('y') && !/[aeiou]y$/.test(word)) return [word.slice(0, -1) + 'ies'];
  if (/(ch|sh|ss|x|z)$/.test(word)) return [word + 'es'];
  return [word + 's'];
}
