import { describe, expect, it } from 'vitest';
import { SearchEngine } from './search-engine';
import { categoriesNamedBy, correctionBudget, didYouMean, machinesNamedBy, nameWords } from './search-did-you-mean';
import { product } from './search-test-records';

async function engineOf() {
  const engine = new SearchEngine();
  await engine.rebuild(() => [
    product(1, { title: 'Hydraulic Filter', category: 'Hydraulic Filters', sku: 'RE45864' }),
    product(2, { title: 'Hydraulic Pump', category: 'Hydraulic Pumps' }),
    product(3, { title: 'Fan Belt', category: 'V-Belts', fitment: ['John Deere 4020'] }),
    product(4, { title: 'Radiator Cap', category: 'Cooling' }),
    product(5, { title: 'Hydration Pack', category: 'Misc' }),
  ]);
  return engine;
}

describe('did you mean', () => {
  it('respells a word beyond what the typo search forgives, and only when the respelling finds parts', async () => {
    const engine = await engineOf();
    // "hydrolick" is 3 edits from "hydraulic": the search itself finds nothing.
    expect(engine.search({ query: 'hydrolick filter' }).nbHits).toBe(0);
    expect(didYouMean(engine, 'hydrolick filter')).toEqual({ query: 'hydraulic filter', totalCount: 1 });
  });

  it('prefers the most used word among equally near ones', async () => {
    const engine = await engineOf();
    expect(didYouMean(engine, 'hydrolick')?.query).toBe('hydraulic');
  });

  it('leaves part numbers and known words alone, and offers nothing when nothing changes', async () => {
    const engine = await engineOf();
    // Both words are the catalogue's: no part has both, and no respelling helps.
    expect(engine.search({ query: 'hydraulic radiator' }).nbHits).toBe(0);
    expect(didYouMean(engine, 'hydraulic radiator')).toBeNull();
    expect(didYouMean(engine, 'ZZ99999')).toBeNull();
    expect(didYouMean(engine, '   ')).toBeNull();
  });

  it('drops a word nothing is near when the rest finds parts', async () => {
    const engine = await engineOf();
    expect(didYouMean(engine, 'radiatr qwxzvbnm')?.query).toBe('radiator');
    expect(didYouMean(engine, 'Hydraulic qwxzvbnm')?.query).toBe('Hydraulic');
  });

  it('while typing, leaves a last word that starts a catalogue word and respells the rest', async () => {
    const engine = await engineOf();
    expect(didYouMean(engine, 'hydraulic fil', { typing: true })).toBeNull();
    expect(didYouMean(engine, 'hydrolick fil', { typing: true })?.query).toBe('hydraulic fil');
    expect(didYouMean(engine, 'hydralic filtr', { typing: true })?.query).toBe('hydraulic filter');
  });

  it('allows more edits on longer words', () => {
    expect([correctionBudget('cap'), correctionBudget('filtr'), correctionBudget('hydrolick')]).toEqual([1, 2, 3]);
  });
});

describe('categories and machines a query names', () => {
  const categories = [
    { id: 1, name: 'V-Belts', seoName: 'v-belts', numberOfProducts: 40 },
    { id: 2, name: 'Seat Belts', seoName: 'seat-belts', numberOfProducts: 3 },
    { id: 3, name: 'Hydraulic Filters', seoName: 'hydraulic-filters', numberOfProducts: 12 },
    { id: 4, name: 'Empty Belts', seoName: 'empty', numberOfProducts: 0 },
  ];
  const machines = [
    { id: 10, name: '4020', manufacturer: 'John Deere' },
    { id: 11, name: 'D6', manufacturer: 'Caterpillar' },
    { id: 12, name: '4020 Diesel', manufacturer: 'Other Maker' },
    { id: 13, name: 'John Deere 2040', manufacturer: 'John Deere' },
  ];

  it('finds categories by any word, plural or singular, best match first, never an empty one', () => {
    expect(categoriesNamedBy(['belt', 'zzz'], categories).map((c) => c.id)).toEqual([1, 2]);
    expect(categoriesNamedBy(['seat', 'belts'], categories).map((c) => c.id)).toEqual([2, 1]);
    expect(categoriesNamedBy(['filter'], categories).map((c) => c.id)).toEqual([3]);
    expect(categoriesNamedBy(['for', 'the'], categories)).toEqual([]);
  });

  it('finds machines by their model designation, the maker ranking them', () => {
    expect(machinesNamedBy(['deere', '4020', 'belt'], machines).map((m) => m.id)).toEqual([10, 12]);
    expect(machinesNamedBy(['d6'], machines).map((m) => m.id)).toEqual([11]);
    expect(machinesNamedBy(['deere'], machines)).toEqual([]);
    expect(machinesNamedBy(['john', 'deere', '2040'], machines).map((m) => m.id)).toEqual([13]);
  });

  it('splits names into folded, singular words', () => {
    expect(nameWords('V-Belts for Müller Batteries')).toEqual(['v', 'belt', 'muller', 'battery']);
  });
});
