import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, remove, search, upsert } from './search-engine';
import { onlyFittingFilters, type FitBoost } from './search-fit-rank';
import { product } from './search-test-records';
import type { SearchProductRecord, SearchRequest, SearchResult, SortMethod } from './search-types';

const ids = (r: SearchResult) => r.hits.map((h) => h.record.id);
const JD4020 = 42;
const CAT_D6 = 7;

// "hydraulic filter": the best sellers are Caterpillar D6 parts; the 4020's parts sell less.
const CATALOGUE: SearchProductRecord[] = [
  product(1, { title: 'Hydraulic Filter', machineModelIds: [CAT_D6], fitment: ['Caterpillar D6'], sales: 90 }),
  product(2, { title: 'Hydraulic Filter', machineModelIds: [CAT_D6], fitment: ['Caterpillar D6'], sales: 80 }),
  product(3, { title: 'Hydraulic Filter', machineModelIds: [JD4020, CAT_D6], fitment: ['John Deere 4020', 'Caterpillar D6'], sales: 10 }),
  product(4, { title: 'Hydraulic Filter', machineModelIds: [JD4020], fitment: ['John Deere 4020'], sales: 5 }),
  product(5, { title: 'Hydraulic Filter Element Kit', machineModelIds: [JD4020], fitment: ['John Deere 4020'], sales: 50 }),
  product(6, { title: 'Hydralic Filter', machineModelIds: [JD4020], fitment: ['John Deere 4020'], sales: 70 }),
];

const boost = (exclude: number[] = []): FitBoost => ({ machineModelId: JD4020, exclude: new Set(exclude) });

describe('search steered by a machine', () => {
  it('ranks parts that fit the machine above equal text matches, best sellers still first within each', () => {
    const idx = createSearchIndex(CATALOGUE);
    const plain = ids(search(idx, { query: 'hydraulic filter', hitsPerPage: 50 }));
    const steered = ids(search(idx, { query: 'hydraulic filter', hitsPerPage: 50, fit: boost() }));
    expect(steered).toEqual(expect.arrayContaining(plain));
    expect(steered.length).toBe(plain.length);
    // The exact title matches come first, those that fit (3, 4) before those that do not (1, 2).
    expect(steered.indexOf(3)).toBeLessThan(steered.indexOf(1));
    expect(steered.indexOf(4)).toBeLessThan(steered.indexOf(2));
    expect(plain.indexOf(1)).toBeLessThan(plain.indexOf(3));
  });

  it('does not lift a part the machine is ruled out of (its serial range, engine or attachment)', () => {
    const idx = createSearchIndex(CATALOGUE);
    const steered = ids(search(idx, { query: 'hydraulic filter', hitsPerPage: 50, fit: boost([3]) }));
    expect(steered.indexOf(4)).toBeLessThan(steered.indexOf(1));
    expect(steered.indexOf(1)).toBeLessThan(steered.indexOf(3));
  });

  it('narrows to the parts that fit with the only-fitting filters', () => {
    const idx = createSearchIndex(CATALOGUE);
    const fit = boost([3]);
    const r = search(idx, { query: 'hydraulic filter', hitsPerPage: 50, fit, ...onlyFittingFilters(fit) });
    expect(ids(r).sort()).toEqual([4, 5, 6]);
    expect(r.nbHits).toBe(3);
  });

  it('puts fitting parts first on an empty query, in the sort order', () => {
    const idx = createSearchIndex(CATALOGUE);
    expect(ids(search(idx, { hitsPerPage: 50, fit: boost() }))).toEqual([6, 5, 3, 4, 1, 2]);
    expect(ids(search(idx, { hitsPerPage: 50, fit: { machineModelId: 999, exclude: new Set() } }))).toEqual([1, 2, 6, 5, 3, 4]);
  });
});

// Property: steering never changes what matches, keeps the order within fitting and within other
// parts, and never moves a fitting part below a part it was above.
const recordArb = (id: number) =>
  fc
    .record({
      words: fc.array(fc.constantFrom('belt', 'filter', 'hose', 'pump', 'deck', 'kit'), { minLength: 1, maxLength: 3 }),
      models: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
      sales: fc.integer({ min: 0, max: 20 }),
      price: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    })
    .map((r) => product(id, { title: r.words.join(' '), machineModelIds: r.models, sales: r.sales, price: r.price }));

describe('property: steering agrees with a brute-force partition', () => {
  it('on random catalogues, queries, machines and changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => recordArb(i + 1)))),
        fc.constantFrom('', 'belt', 'filter', 'fil', 'belt kit', 'hose pump', 'bel'),
        fc.integer({ min: 1, max: 5 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }),
        fc.constantFrom<SortMethod>('DEFAULT', 'PRICE_LOW', 'A_TO_Z'),
        fc.array(fc.oneof(fc.nat({ max: 55 }).map((id) => ({ remove: id + 1 })), fc.nat({ max: 55 }).chain((id) => recordArb(id + 1).map((r) => ({ upsert: r })))), { maxLength: 5 }),
        (records, query, model, exclude, sort, changes) => {
          const idx = createSearchIndex(records);
          const live = new Map(records.map((r) => [r.id, r]));
          const fit: FitBoost = { machineModelId: model, exclude: new Set(exclude) };
          const fits = (id: number) => live.get(id)!.machineModelIds.includes(model) && !fit.exclude.has(id);
          const check = () => {
            const req: SearchRequest = { query, sort, hitsPerPage: 1000 };
            const plain = ids(search(idx, req));
            const steered = ids(search(idx, { ...req, fit }));
            expect([...steered].sort((a, b) => a - b)).toEqual([...plain].sort((a, b) => a - b));
            expect(steered.filter(fits)).toEqual(plain.filter(fits));
            expect(steered.filter((id) => !fits(id))).toEqual(plain.filter((id) => !fits(id)));
            const at = new Map(steered.map((id, i) => [id, i]));
            plain.forEach((a, i) => {
              if (!fits(a)) return;
              for (const b of plain.slice(i + 1)) expect(at.get(a)!).toBeLessThan(at.get(b)!);
            });
            // With every match equally relevant (no query), fitting parts all come first.
            if (!query) expect(steered).toEqual([...plain.filter(fits), ...plain.filter((id) => !fits(id))]);
            const only = search(idx, { ...req, fit, ...onlyFittingFilters(fit) });
            expect(ids(only)).toEqual(plain.filter(fits));
            expect(only.nbHits).toBe(plain.filter(fits).length);
          };
          check();
          for (const change of changes) {
            if ('remove' in change) {
              remove(idx, change.remove);
              live.delete(change.remove);
            } else {
              upsert(idx, change.upsert);
              live.set(change.upsert.id, change.upsert);
            }
          }
          check();
        },
      ),
      { numRuns: Number(process.env.SEARCH_PROPERTY_RUNS ?? 150) },
    );
  });
});
