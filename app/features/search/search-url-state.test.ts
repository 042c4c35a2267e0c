import { describe, expect, it } from 'vitest';
import {
  appliedFilterCount,
  appliedFilters,
  brandRefinementHref,
  parseResultsDataParams,
  parseSearchState,
  resultsDataHref,
  sameResults,
  searchStateToQuery,
  toggleRefinement,
  withoutFilters,
  withSort,
} from './search-url-state';

describe('search URL state', () => {
  it('reads InstantSearch-style parameters', () => {
    const s = parseSearchState(
      new URLSearchParams('PRODUCTS_MASTER[query]=belt&PRODUCTS_MASTER[refinementList][brand][0]=John Deere&PRODUCTS_MASTER[refinementList][brand][1]=Kubota&PRODUCTS_MASTER[menu][price]=<200&PRODUCTS_MASTER[page]=3'),
    );
    expect(s).toEqual({ query: 'belt', refinements: { brand: ['John Deere', 'Kubota'] }, price: '<200', page: 3 });
  });

  it('round-trips and ignores junk', () => {
    const s = parseSearchState(new URLSearchParams('PRODUCTS_MASTER[query]=seat&PRODUCTS_MASTER[page]=-4&PRODUCTS_MASTER[menu][price]=free&utm=1'));
    expect(s).toEqual({ query: 'seat', refinements: {}, price: null, page: 1 });
    expect(parseSearchState(new URLSearchParams(searchStateToQuery({ ...s, refinements: { 'Belt Type': ['V'] }, page: 2 })))).toEqual({
      query: 'seat',
      refinements: { 'Belt Type': ['V'] },
      price: null,
      page: 2,
    });
  });

  it('toggles a refinement and goes back to the first page', () => {
    const s = { query: 'belt', refinements: { brand: ['Case'] }, price: null, page: 4 };
    expect(toggleRefinement(s, 'brand', 'Ford')).toMatchObject({ refinements: { brand: ['Case', 'Ford'] }, page: 1 });
    expect(toggleRefinement(s, 'brand', 'Case')).toMatchObject({ refinements: {}, page: 1 });
  });

  it('links to one brand as a refinement that the page reads back', () => {
    const href = brandRefinementHref('John Deere');
    expect(href.startsWith('/search/s/p?')).toBe(true);
    expect(parseSearchState(new URL(href, 'http://x').searchParams)).toEqual({ query: '', refinements: { brand: ['John Deere'] }, price: null, page: 1 });
  });

  it('keeps the order the customer picked, and only a known one', () => {
    const s = parseSearchState(new URLSearchParams('PRODUCTS_MASTER[query]=belt&PRODUCTS_MASTER[sortBy]=PRICE_LOW&PRODUCTS_MASTER[page]=3'));
    expect(s.sortBy).toBe('PRICE_LOW');
    expect(searchStateToQuery(s)).toBe('PRODUCTS_MASTER%5Bquery%5D=belt&PRODUCTS_MASTER%5BsortBy%5D=PRICE_LOW&PRODUCTS_MASTER%5Bpage%5D=3');
    expect(parseSearchState(new URLSearchParams('PRODUCTS_MASTER[sortBy]=CHEAPEST')).sortBy).toBeUndefined();
    expect(withSort(s, 'Z_TO_A')).toMatchObject({ sortBy: 'Z_TO_A', page: 1 });
    // Pages up to the 1,000th result can be addressed.
    expect(parseSearchState(new URLSearchParams('PRODUCTS_MASTER[page]=42')).page).toBe(42);
    expect(parseSearchState(new URLSearchParams('PRODUCTS_MASTER[page]=43')).page).toBe(1);
  });

  it('lists the applied filters, each with the state without it, and counts them', () => {
    const s = { query: 'belt', refinements: { brand: ['Case', 'Ford'], fitment: ['John Deere 4020'] }, price: '<200', page: 3, sortBy: 'PRICE_LOW' as const };
    const chips = appliedFilters(s, { brand: 'Brand', fitment: 'Machine' });
    expect(chips.map((c) => c.label)).toEqual(['Brand: Case', 'Brand: Ford', 'Machine: John Deere 4020', 'Price: Less than $200']);
    expect(chips[0].without).toMatchObject({ refinements: { brand: ['Ford'], fitment: ['John Deere 4020'] }, price: '<200', page: 1, sortBy: 'PRICE_LOW' });
    expect(chips[3].without.price).toBeNull();
    expect(appliedFilterCount(s)).toBe(4);
    expect(withoutFilters(s)).toEqual({ query: 'belt', refinements: {}, price: null, page: 1, sortBy: 'PRICE_LOW' });
    expect(appliedFilterCount(withoutFilters(s))).toBe(0);
  });

  it('tells states that ask for the same results apart from the page', () => {
    const s = { query: 'belt', refinements: { brand: ['Case'] }, price: null, page: 1 };
    expect(sameResults(s, { ...s, page: 4 })).toBe(true);
    expect(sameResults(s, toggleRefinement(s, 'brand', 'Ford'))).toBe(false);
    expect(sameResults(s, withSort(s, 'PRICE_HIGH'))).toBe(false);
  });

  it('addresses one further page of a list within its category, and reads it back', () => {
    const s = { query: 'belt', refinements: { brand: ['Case'] }, price: null, page: 5, sortBy: 'PRICE_LOW' as const };
    const href = resultsDataHref(s, { categoryId: '12', sort: 'BEST_SELLING' }, { after: 'czo0Nw' });
    expect(href.startsWith('/search/results?')).toBe(true);
    const back = parseResultsDataParams(new URL(href, 'http://x').searchParams);
    expect(back).toEqual({ state: { ...s, page: 1 }, scope: { categoryId: '12', sort: 'BEST_SELLING' }, after: 'czo0Nw', count: false });
    const count = parseResultsDataParams(new URL(resultsDataHref(s, {}, { count: true }), 'http://x').searchParams);
    expect(count).toMatchObject({ scope: { categoryId: null }, after: null, count: true });
    expect(parseResultsDataParams(new URLSearchParams('categoryId=1;drop&sort=FAST')).scope).toEqual({ categoryId: null });
  });
});
