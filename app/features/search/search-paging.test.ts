import { describe, expect, it } from 'vitest';
import { appendPage, MAX_RESULTS_PER_REQUEST, onlyGrown, readUpTo, resultsUpTo } from './search-paging';

/** A server list of `total` results answering `first`/`after` like `searchResults` (after = the last offset read). */
function server(total: number) {
  const requests: Array<{ size: number; after: string | null }> = [];
  const fetchChunk = async (size: number, after: string | null) => {
    requests.push({ size, after });
    const from = after === null ? 0 : Number(after) + 1;
    const n = Math.min(size, MAX_RESULTS_PER_REQUEST);
    const nodes = Array.from({ length: Math.max(0, Math.min(n, total - from)) }, (_, i) => ({ id: String(from + i) }));
    return { nodes, hasNextPage: from + nodes.length < total, endCursor: nodes.length ? nodes[nodes.length - 1].id : null, facets: after === null };
  };
  return { requests, fetchChunk };
}

describe('result list paging', () => {
  it('shows 24 results a page', () => {
    expect(resultsUpTo(1)).toBe(24);
    expect(resultsUpTo(25)).toBe(600);
    expect(resultsUpTo(0)).toBe(24);
  });

  it('reads every result up to a page in chunks of what one request answers, each after the last', async () => {
    const s = server(601);
    const read = await readUpTo(resultsUpTo(10), s.fetchChunk);
    expect(read.nodes).toHaveLength(240);
    expect(read.nodes.map((n) => n.id)).toEqual(Array.from({ length: 240 }, (_, i) => String(i)));
    expect(s.requests).toEqual([
      { size: 100, after: null },
      { size: 100, after: '99' },
      { size: 40, after: '199' },
    ]);
    expect(read.first.facets).toBe(true);
    expect(read.hasNextPage).toBe(true);
    expect(read.endCursor).toBe('239');
  });

  it('stops at the end of a shorter list', async () => {
    const s = server(130);
    const read = await readUpTo(resultsUpTo(20), s.fetchChunk);
    expect(read.nodes).toHaveLength(130);
    expect(read.hasNextPage).toBe(false);
    expect(s.requests).toHaveLength(2);
    const one = server(10);
    expect((await readUpTo(24, one.fetchChunk)).nodes).toHaveLength(10);
    expect(one.requests).toHaveLength(1);
  });

  it('scrolls a 601-result list to its end with one request a page', async () => {
    const s = server(601);
    const first = await readUpTo(resultsUpTo(1), s.fetchChunk);
    let shown = first.nodes;
    let { hasNextPage, endCursor } = first;
    while (hasNextPage) {
      const page = await s.fetchChunk(24, endCursor);
      shown = appendPage(shown, page.nodes);
      ({ hasNextPage, endCursor } = page);
    }
    expect(shown).toHaveLength(601);
    expect(s.requests).toHaveLength(Math.ceil(601 / 24));
  });

  it('appends a page without repeating results already shown', () => {
    expect(appendPage([{ id: '1' }, { id: '2' }], [{ id: '2' }, { id: '3' }]).map((h) => h.id)).toEqual(['1', '2', '3']);
  });

  it('knows an address that only names a later page of the same list', () => {
    const u = (s: string) => new URL(s, 'http://x');
    const P = 'PRODUCTS_MASTER[page]';
    const base = '/search/s/p?PRODUCTS_MASTER[query]=belt&PRODUCTS_MASTER[sortBy]=PRICE_LOW';
    expect(onlyGrown(u(base), u(`${base}&${P}=2`), P)).toBe(true);
    expect(onlyGrown(u(`${base}&${P}=2`), u(`${base}&${P}=3`), P)).toBe(true);
    // Back to an earlier page, another list, another order, another path: load again.
    expect(onlyGrown(u(`${base}&${P}=3`), u(`${base}&${P}=2`), P)).toBe(false);
    expect(onlyGrown(u(base), u(`/search/s/p?PRODUCTS_MASTER[query]=seat&${P}=2`), P)).toBe(false);
    expect(onlyGrown(u(base), u(`/search/s/p?PRODUCTS_MASTER[query]=belt&${P}=2`), P)).toBe(false);
    expect(onlyGrown(u('/mfg/3'), u('/mfg/4?page=2'), 'page')).toBe(false);
    expect(onlyGrown(u('/mfg/3'), u('/mfg/3?page=2'), 'page')).toBe(true);
  });
});
