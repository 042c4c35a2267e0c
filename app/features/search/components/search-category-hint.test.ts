import { describe, expect, it } from 'vitest';
import { parseSearchState, searchStateToQuery } from '../search-url-state';
import { withoutHintHref } from './search-category-hint';

describe('removing the kind of part a query names', () => {
  it('asks for the same search by the words alone, from its first page', () => {
    const href = withoutHintHref('/search/s/p', '?PRODUCTS_MASTER%5Bquery%5D=jd+4020+belt&PRODUCTS_MASTER%5Bpage%5D=3');
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('anyCategory')).toBe('1');
    expect(params.get('PRODUCTS_MASTER[query]')).toBe('jd 4020 belt');
    expect(params.has('PRODUCTS_MASTER[page]')).toBe(false);
  });

  it('is kept by the address state, so later pages and filters keep it', () => {
    const state = parseSearchState(new URLSearchParams('PRODUCTS_MASTER[query]=belts&anyCategory=1'));
    expect(state.anyCategory).toBe(true);
    expect(new URLSearchParams(searchStateToQuery({ ...state, page: 2 })).get('anyCategory')).toBe('1');
    expect(parseSearchState(new URLSearchParams('PRODUCTS_MASTER[query]=belts')).anyCategory).toBeUndefined();
  });
});
