import { describe, expect, it } from 'vitest';
import { SearchEngine } from './search-engine';
import { facetList, FACET_VALUES_LIMIT, searchPage } from './search-graphql';
import { product } from './search-test-records';

async function engineOf(n: number, make: (i: number) => Parameters<typeof product>[1]) {
  const engine = new SearchEngine();
  await engine.rebuild(() => Array.from({ length: n }, (_, i) => product(i + 1, make(i + 1))));
  return engine;
}

describe('GraphQL search paging and facets', () => {
  it('pages by cursor to the end of a list, as far as search reaches (1,000 results)', async () => {
    const engine = await engineOf(1500, (i) => ({ title: `Drive Belt ${i}` }));
    const seen = new Set<number>();
    let after: string | null = null;
    let requests = 0;
    for (;;) {
      const page: ReturnType<typeof searchPage> = searchPage(engine, { searchString: 'belt', first: 100, after });
      requests++;
      for (const e of page.edges) seen.add(e.node.id);
      if (!page.hasNextPage) break;
      after = page.edges[page.edges.length - 1].cursor;
    }
    expect(seen.size).toBe(1000);
    expect(requests).toBe(10);
    const small = await engineOf(601, (i) => ({ title: `Drive Belt ${i}` }));
    // The 25th page of 24 holds the one result left.
    const p24 = searchPage(small, { searchString: 'belt', first: 24, after: searchPage(small, { searchString: 'belt', first: 1, after: null }).edges[0].cursor });
    expect(p24.edges).toHaveLength(24);
    const cursor599 = Buffer.from('s:599').toString('base64url');
    const last = searchPage(small, { searchString: 'belt', first: 24, after: cursor599 });
    expect(last.edges).toHaveLength(1);
    expect(last.hasNextPage).toBe(false);
  });

  it('counts a refined facet without its own choice, so a second category can be added', async () => {
    const categories = ['V-Belts', 'Fan Belts', 'Seat Belts'];
    const engine = await engineOf(30, (i) => ({ title: `Belt ${i}`, category: categories[i % 3], brand: i % 2 ? 'Gates' : 'Dayco' }));
    const one = searchPage(engine, { filters: [{ id: 'category', values: ['V-Belts'] }] });
    expect(one.totalCount).toBe(10);
    expect(one.facets.category).toEqual({ 'V-Belts': 10, 'Fan Belts': 10, 'Seat Belts': 10 });
    // Other facets count within the choice.
    expect(Object.values(one.facets.brand).reduce((a, b) => a + b, 0)).toBe(10);
    const two = searchPage(engine, { filters: [{ id: 'category', values: ['V-Belts', 'Fan Belts'] }, { id: 'brand', values: ['Gates'] }] });
    expect(two.totalCount).toBe(10);
    expect(Object.values(two.facets.category).reduce((a, b) => a + b, 0)).toBe(15);
    expect(two.facets.brand).toEqual({ Gates: 10, Dayco: 10 });
  });

  it('lists at most 500 values of a facet, by name', () => {
    const values = Object.fromEntries(Array.from({ length: 700 }, (_, i) => [`Machine ${700 - i}`, 1]));
    const [machine] = facetList({ fitment: values });
    expect(machine.values).toHaveLength(FACET_VALUES_LIMIT);
    expect(machine.values[0].value).toBe('Machine 1');
  });
});
