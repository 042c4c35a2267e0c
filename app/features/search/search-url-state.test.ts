import { describe, expect, it } from 'vitest';
import { brandRefinementHref, parseSearchState, searchStateToQuery, toggleRefinement } from './search-url-state';

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
});
