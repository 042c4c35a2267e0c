import { describe, expect, it } from 'vitest';
import { SearchEngine } from './search-engine';
import { searchPage, toEngineFilters } from './search-graphql';
import type { SearchProductRecord } from './search-types';
import { product } from './search-test-records';

// Tree: 1 Belts > 10 Deck Belts; 2 Mower Parts > 20 Blades. categoryIds hold every category a
// product is filed under (primary first) with their ancestors, as the repository builds them.
const CATALOGUE = [
  product(1, { title: 'Deck Belt', category: 'Deck Belts', categoryIds: [10, 1] }),
  // Primary category Blades, secondary Deck Belts: the category facet only names Blades.
  product(2, { title: 'Blade and Belt Kit', category: 'Blades', categoryIds: [20, 2, 10, 1] }),
  product(3, { title: 'Mower Blade', category: 'Blades', categoryIds: [20, 2] }),
  product(4, { title: 'V-Belt', category: 'Belts', categoryIds: [1] }),
];

async function engineOf(records: SearchProductRecord[]) {
  const engine = new SearchEngine();
  await engine.rebuild(() => records);
  return engine;
}

const idsOf = (page: ReturnType<typeof searchPage>) => page.edges.map((e) => e.node.id).sort((a, b) => a - b);

describe('GraphQL filters', () => {
  it('maps categoryId to the id list of every category a product is in', () => {
    expect(toEngineFilters([{ id: 'categoryId', values: ['10', '20'] }])).toEqual({ facetFilters: [['categoryIds:10', 'categoryIds:20']], numericFilters: [] });
    expect(() => toEngineFilters([{ id: 'categoryId', values: ['belts'] }])).toThrow('Invalid category id belts');
  });

  it('finds products whose category is only secondary, and everything below the category', async () => {
    const engine = await engineOf(CATALOGUE);
    expect(idsOf(searchPage(engine, { filters: [{ id: 'categoryId', values: ['10'] }] }))).toEqual([1, 2]);
    expect(idsOf(searchPage(engine, { filters: [{ id: 'categoryId', values: ['1'] }] }))).toEqual([1, 2, 4]);
    expect(idsOf(searchPage(engine, { filters: [{ id: 'categoryId', values: ['2'] }] }))).toEqual([2, 3]);
    // The facet filter by category name only knows the primary category.
    expect(idsOf(searchPage(engine, { filters: [{ id: 'category', values: ['Deck Belts'] }] }))).toEqual([1]);
    // With a query, and with other filters ANDed.
    expect(idsOf(searchPage(engine, { searchString: 'blade', filters: [{ id: 'categoryId', values: ['10'] }] }))).toEqual([2]);
    expect(idsOf(searchPage(engine, { filters: [{ id: 'categoryId', values: ['1'] }, { id: 'category', values: ['Blades'] }] }))).toEqual([2]);
    expect(idsOf(searchPage(engine, { filters: [{ id: 'categoryId', values: ['999'] }] }))).toEqual([]);
  });

  it('takes the same filter on the wire: facetFilters or the filters expression on categoryIds', async () => {
    const engine = await engineOf(CATALOGUE);
    const wire = (req: Parameters<SearchEngine['search']>[0]) => engine.search({ hitsPerPage: 100, ...req }).hits.map((h) => h.record.id).sort((a, b) => a - b);
    expect(wire({ facetFilters: [['categoryIds:10']] })).toEqual([1, 2]);
    expect(wire({ filters: 'categoryIds:10' })).toEqual([1, 2]);
    expect(wire({ filters: 'categoryIds:1 AND NOT categoryIds:10' })).toEqual([4]);
  });

  it('counts the page facets over the category including its secondary products', async () => {
    const engine = await engineOf(CATALOGUE);
    const page = searchPage(engine, { filters: [{ id: 'categoryId', values: ['10'] }] });
    expect(page.totalCount).toBe(2);
    expect(page.facets.category).toEqual({ 'Deck Belts': 1, Blades: 1 });
  });
});

describe('GraphQL searches and popular queries', () => {
  const logged = (engine: SearchEngine, prefix: string) =>
    engine
      .suggest(prefix, 20)
      .filter((s) => s.objectID.startsWith('q:'))
      .map((s) => [s.SearchTerm, s.count]);

  it('learns a full query of the search results page, not typeahead, browsing or later pages', async () => {
    const engine = await engineOf(CATALOGUE);
    const visitors = ['v1', 'v2', 'v3'];
    for (const visitor of visitors) {
      searchPage(engine, { searchString: 'bla', visitor });
      searchPage(engine, { searchString: 'blade', filters: [{ id: 'categoryId', values: ['2'] }], visitor });
    }
    expect(logged(engine, 'bla')).toEqual([]);
    let first = searchPage(engine, { searchString: 'blade', analytics: true, first: 1, visitor: 'v1' });
    for (const visitor of visitors.slice(1)) first = searchPage(engine, { searchString: 'blade', analytics: true, first: 1, visitor });
    expect(logged(engine, 'bla')).toHaveLength(1);
    const [[term, three]] = logged(engine, 'bla');
    expect(term).toBe('blade');
    searchPage(engine, { searchString: 'blade', analytics: true, first: 1, after: first.edges[0].cursor, visitor: 'v4' });
    expect(logged(engine, 'bla')).toEqual([['blade', three]]);
    // The same visitor again counts once; a new one counts.
    searchPage(engine, { searchString: 'blade', analytics: true, visitor: 'v1' });
    expect(logged(engine, 'bla')).toEqual([['blade', three]]);
    searchPage(engine, { searchString: 'blade', analytics: true, visitor: 'v4' });
    expect(logged(engine, 'bla')).toEqual([['blade', (4 / 3) * Number(three)]]);
  });

  it('suggests a query only once several distinct visitors ran it', async () => {
    const engine = await engineOf(CATALOGUE);
    for (let i = 0; i < 10; i++) searchPage(engine, { searchString: 'blade', analytics: true, visitor: 'same' });
    expect(logged(engine, 'bla')).toEqual([]);
  });

  it('forgets a full query that finds nothing, unless filters emptied it', async () => {
    const engine = await engineOf(CATALOGUE);
    for (const visitor of ['v1', 'v2', 'v3']) searchPage(engine, { searchString: 'blade', analytics: true, visitor });
    searchPage(engine, { searchString: 'blade', analytics: true, filters: [{ id: 'categoryId', values: ['999'] }], visitor: 'v4' });
    expect(logged(engine, 'bla').map(([t]) => t)).toEqual(['blade']);
    // The catalogue changed: blades are gone.
    engine.remove(2);
    engine.remove(3);
    searchPage(engine, { searchString: 'blade', analytics: true, visitor: 'v1' });
    expect(logged(engine, 'bla')).toEqual([]);
  });
});

describe('GraphQL category hint', () => {
  it('names the category a query names, as a categoryId filter value, and drops it with anyCategory', async () => {
    const engine = await engineOf(CATALOGUE);
    const named = searchPage(engine, { searchString: 'deck belts' });
    expect(named.categoryHint).toEqual({ name: 'Deck Belts', value: '10' });
    expect(searchPage(engine, { searchString: 'belt' }).categoryHint).toEqual({ name: 'Belts', value: '1' });
    expect(searchPage(engine, { searchString: 'deck belts', anyCategory: true }).categoryHint).toBeNull();
    expect(searchPage(engine, { searchString: 'mower' }).categoryHint).toBeNull();
    expect(searchPage(engine, {}).categoryHint).toBeNull();
  });
});
