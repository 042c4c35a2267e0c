/**
 * The relevance set: queries a parts counter hears, generated from the demo catalogue's facts
 * (never hand-picked answers), each with the products that answer it. Precision at 1 and at 3
 * per kind of query: P@k = relevant products among the first k / min(k, relevant products).
 */
import type { SearchIndex } from '../server/modules/search/search-engine';
import { search } from '../server/modules/search/search-engine';
import type { SearchRequest } from '../server/modules/search/search-types';
import { createRandom, type Random } from '../server/seed/seed-random';
import type { DemoFacts } from './search-relevance-catalogue';

export const KINDS = [
  'part number',
  'interchange',
  'superseded',
  'machine + part',
  'joined designation',
  'size',
  'trade size',
  'misspelling',
  'category',
  'fleet',
] as const;
export type Kind = (typeof KINDS)[number];

export interface RelevanceCase {
  kind: Kind;
  query: string;
  /** What answers it, in words: a part number, "Fan Belts fitting John Deere 4020"… */
  expected: string;
  /** The products that answer it. */
  relevant: number[];
  /** A fleet machine steering the search (the selected machine). */
  fitModelId?: number;
}

/** How mechanics abbreviate machine brands (the engine's synonym table must know them). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  'John Deere': 'jd',
  'Massey Ferguson': 'mf',
  'New Holland': 'nh',
  Caterpillar: 'cat',
  'Allis Chalmers': 'ac',
  'Case IH': 'ih',
};
/** Model names written short: "580 Super N" is "580sn". */
const SHORT_MODELS: Readonly<Record<string, string>> = { '580 Super N': '580sn', '590 Super M': '590sm' };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A part number the way it gets typed: joined, lower case, dashed after the letters, or spaced in threes. */
function oddSpelling(r: Random, number: string): string {
  const joined = number.replace(/[^A-Za-z0-9]/g, '');
  const m = /^([A-Za-z]+)(\d.*)$/.exec(joined);
  switch (r.int(0, 3)) {
    case 0:
      return joined.toLowerCase();
    case 1:
      return m ? `${m[1]}-${m[2]}` : joined.toUpperCase();
    case 2:
      return (m ? `${m[1]} ` : '') + (m ? m[2] : joined).replace(/(.{3})(?=.)/g, '$1 ').toLowerCase();
    default:
      return number.toLowerCase();
  }
}

/** A typo a hurried mechanic makes: one inner letter of each long word dropped ("hydralic filtr"). */
function misspell(r: Random, phrase: string): string {
  return phrase
    .split(' ')
    .map((w) => (w.length >= 6 && /^[a-z]+$/.test(w) ? ((k) => w.slice(0, k) + w.slice(k + 1))(r.int(2, w.length - 2)) : w))
    .join(' ');
}

function lastWordSingular(w: string): string {
  if (w === 'teeth') return 'tooth';
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  return w.endsWith('ss') ? w : w.replace(/s$/, '');
}

/** "Fan Belts" → "fan belt"; "Bucket Teeth" → "bucket tooth"; "Clutches" → "clutch". */
function singular(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i, all) => (i === all.length - 1 ? lastWordSingular(w) : w))
    .join(' ');
}

/** Generates the set from the catalogue's facts, deterministically (same catalogue, same set). */
export function relevanceSet(facts: DemoFacts, seed = 7): RelevanceCase[] {
  const r = createRandom(seed);
  const { records } = facts;
  const categoryName = new Map(facts.categories.map((c) => [c.id, c.name]));
  const leafOf = (id: number) => records.find((p) => p.id === id)!.categoryIds[0];
  const cases: RelevanceCase[] = [];
  const add = (c: RelevanceCase) => {
    if (c.relevant.length > 0 && !cases.some((x) => x.query === c.query && x.fitModelId === c.fitModelId)) cases.push(c);
  };
  const take = <T>(items: readonly T[], n: number) => r.sample([...items], Math.min(n, items.length));

  // Part numbers in odd spellings: the product itself answers.
  for (const p of take(records, 16)) add({ kind: 'part number', query: oddSpelling(r, p.manufacturerPartNumber), expected: p.manufacturerPartNumber, relevant: [p.id] });

  // Interchange and superseded numbers: every product listing the number, or selling it as its own.
  const holders = (number: string) => records.filter((p) => norm(p.manufacturerPartNumber) === norm(number) || p.interchange.some((x) => norm(x) === norm(number))).map((p) => p.id);
  for (const kind of ['interchange', 'superseded'] as const) {
    for (const row of take(facts.interchanges.filter((x) => x.kind === kind), kind === 'interchange' ? 15 : 12)) {
      add({ kind, query: oddSpelling(r, row.partNumber), expected: `${row.partNumber} (product ${row.productId})`, relevant: holders(row.partNumber) });
    }
  }

  // A machine and a kind of part: the parts of that kind listed for that machine.
  // The category and every kind filed under it ("belt" asks for fan belts and V-belts too).
  const fitting = (machine: string, leaf: number) => records.filter((p) => p.fitment.includes(machine) && p.categoryIds.includes(leaf)).map((p) => p.id);
  const withFit = records.filter((p) => p.fitment.length > 0);
  for (const p of take(withFit, 40)) {
    if (cases.filter((c) => c.kind === 'machine + part').length >= 20) break;
    const k = r.int(0, p.fitment.length - 1);
    const model = p.model[k];
    const brand = p.fitment[k].slice(0, p.fitment[k].length - model.length - 1);
    const who = ABBREVIATIONS[brand] ?? brand.toLowerCase();
    const kind = singular(p.category);
    add({ kind: 'machine + part', query: `${who} ${model.toLowerCase()} ${kind}`, expected: `${p.category} fitting ${p.fitment[k]}`, relevant: fitting(p.fitment[k], p.categoryIds[0]) });
  }

  // "belt" for a machine that also takes seat belts: the belts (fan belts, V-belts…) answer, not the seat belts.
  const beltsId = facts.categories.find((c) => c.name === 'Belts')?.id;
  const seatBelted = [...new Set(records.filter((p) => p.category === 'Seat Belts').flatMap((p) => p.fitment))];
  for (const machine of take(seatBelted, 20)) {
    if (beltsId === undefined || cases.filter((c) => c.query.endsWith(' belt') && c.kind === 'machine + part').length >= 8) break;
    const p = records.find((x) => x.fitment.includes(machine))!;
    const k = p.fitment.indexOf(machine);
    const brand = machine.slice(0, machine.length - p.model[k].length - 1);
    add({ kind: 'machine + part', query: `${ABBREVIATIONS[brand] ?? brand.toLowerCase()} ${p.model[k].toLowerCase()} belt`, expected: `Belts fitting ${machine}`, relevant: fitting(machine, beltsId) });
  }

  // Joined designations: "jd4020 seat", "mf135 radiator", "580sn bucket tooth".
  // Designations with a number run together with the brand's abbreviation ("ac ca" stays two words).
  const joins = (f: string, model: string) => SHORT_MODELS[model] || (ABBREVIATIONS[f.slice(0, f.length - model.length - 1)] && /^[A-Za-z0-9]*\d[A-Za-z0-9]*$/.test(model));
  const joinable = withFit.filter((p) => p.fitment.some((f, i) => joins(f, p.model[i])));
  for (const p of take(joinable, 12)) {
    const i = p.fitment.findIndex((f, j) => joins(f, p.model[j]));
    const brand = p.fitment[i].slice(0, p.fitment[i].length - p.model[i].length - 1);
    const typed = SHORT_MODELS[p.model[i]] ?? `${ABBREVIATIONS[brand]}${p.model[i].toLowerCase()}`;
    add({ kind: 'joined designation', query: `${typed} ${singular(p.category)}`, expected: `${p.category} fitting ${p.fitment[i]}`, relevant: fitting(p.fitment[i], p.categoryIds[0]) });
  }

  // Sizes: width by length, as fractions, decimals with inch marks, with or without a kind.
  const sized = records.filter((p) => p.attributes.Width && p.attributes.Length);
  const decimal = (v: string) => {
    const t = v.replace(/"$/, '');
    const m = /^(?:(\d+)-)?(\d+)\/(\d+)$/.exec(t);
    return m ? String(Number(m[1] ?? 0) + Number(m[2]) / Number(m[3])) : t;
  };
  for (const p of take(sized, 10)) {
    const [w, l] = [p.attributes.Width, p.attributes.Length];
    const relevant = sized.filter((x) => x.attributes.Width === w && x.attributes.Length === l).map((x) => x.id);
    const style = r.int(0, 2);
    const query = style === 0 ? `${w.replace(/"$/, '')} x ${l.replace(/"$/, '')}` : style === 1 ? `${decimal(w)}" x ${decimal(l)}"` : `${w} x ${l} belt`;
    add({ kind: 'size', query, expected: `Width ${w}, Length ${l}`, relevant });
  }
  const traded = records.filter((p) => p.attributes['Trade Size']);
  for (const p of take(traded, 8)) {
    const t = p.attributes['Trade Size'];
    add({ kind: 'trade size', query: r.chance(0.5) ? t.toLowerCase() : t, expected: `Trade Size ${t}`, relevant: traded.filter((x) => x.attributes['Trade Size'] === t).map((x) => x.id) });
  }

  // Kinds of part, misspelled and spelled right: the parts filed under that category.
  const inCategory = (id: number) => records.filter((p) => p.categoryIds.includes(id)).map((p) => p.id);
  const leaves = [...new Set(records.map((p) => p.categoryIds[0]))].filter((id) => inCategory(id).length >= 3);
  const longNamed = leaves.filter((id) => singular(categoryName.get(id)!).split(' ').some((w) => w.length >= 6));
  for (const id of take(longNamed, 10)) {
    const query = misspell(r, singular(categoryName.get(id)!));
    add({ kind: 'misspelling', query, expected: categoryName.get(id)!, relevant: inCategory(id) });
  }
  const byName = (name: string) => facts.categories.find((c) => c.name === name)?.id;
  const spoken: Array<[string, string]> = [
    ['belts', 'Belts'],
    ['v-belt', 'V-Belts'],
    ['vbelt', 'V-Belts'],
    ['fan belt', 'Fan Belts'],
    ['filters', 'Filters'],
    ['radiator', 'Radiators'],
    ['rad', 'Radiators'],
    ['seat', 'Seats'],
  ];
  for (const [query, name] of spoken) {
    const id = byName(name);
    if (id !== undefined) add({ kind: 'category', query, expected: name, relevant: inCategory(id) });
  }
  for (const id of take(leaves, 8)) add({ kind: 'category', query: categoryName.get(id)!.toLowerCase(), expected: categoryName.get(id)!, relevant: inCategory(id) });

  // Fleet-narrowed: a kind of part with a machine selected; its parts of that kind answer.
  for (const p of take(withFit, 60)) {
    if (cases.filter((c) => c.kind === 'fleet').length >= 12) break;
    const k = r.int(0, p.fitment.length - 1);
    const modelId = p.machineModelIds[k];
    const leaf = leafOf(p.id);
    const all = inCategory(leaf);
    const fits = records.filter((x) => x.categoryIds.includes(leaf) && x.machineModelIds.includes(modelId)).map((x) => x.id);
    // Only where the machine matters: the kind has parts for other machines too.
    if (all.length <= fits.length + 2) continue;
    add({ kind: 'fleet', query: singular(p.category), expected: `${p.category} fitting ${p.fitment[k]} (selected)`, relevant: fits, fitModelId: modelId });
  }
  return cases;
}

export interface CaseResult {
  c: RelevanceCase;
  top: number[];
  p1: number;
  p3: number;
}

/** Runs one case as the search results page asks (relevance order, the named kind first, the selected machine). */
export function runCase(idx: SearchIndex, c: RelevanceCase, opts: { categoryIntent?: boolean } = {}): CaseResult {
  const req: SearchRequest = { query: c.query, hitsPerPage: 3, sort: 'RELEVANCE', categoryIntent: opts.categoryIntent ?? true };
  if (c.fitModelId !== undefined) req.fit = { machineModelId: c.fitModelId, exclude: new Set() };
  const top = search(idx, req).hits.map((h) => h.record.id);
  const relevant = new Set(c.relevant);
  const p1 = top.length > 0 && relevant.has(top[0]) ? 1 : 0;
  const p3 = top.filter((id) => relevant.has(id)).length / Math.min(3, relevant.size);
  return { c, top, p1, p3 };
}

export interface KindScore {
  kind: Kind | 'all';
  queries: number;
  p1: number;
  p3: number;
}

/** Mean precision per kind and over the whole set. */
export function score(results: readonly CaseResult[]): KindScore[] {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const rows: KindScore[] = KINDS.map((kind) => {
    const of = results.filter((x) => x.c.kind === kind);
    return { kind, queries: of.length, p1: mean(of.map((x) => x.p1)), p3: mean(of.map((x) => x.p3)) };
  }).filter((row) => row.queries > 0);
  rows.push({ kind: 'all', queries: results.length, p1: mean(results.map((x) => x.p1)), p3: mean(results.map((x) => x.p3)) });
  return rows;
}
