import { describe, expect, it } from 'vitest';
import { createSearchIndex, search } from './search-engine';
import { singularWord } from './search-category-intent';
import { product } from './search-test-records';
import type { SearchRequest } from './search-types';

// Category ids: 1 Belts (the umbrella of every belt), 2 V-Belts, 3 Fan Belts, 4 Seat Belts, 5 Radiators,
// 6 Filters (an umbrella with no product of its own: named from its kinds), 7 Oil Filters, 8 Bucket Teeth,
// 9 Seats, 10 Fuel Filters.
const CATALOGUE = [
  product(1, { title: 'Seat Belt for John Deere 4020 Tractors', category: 'Seat Belts', categoryIds: [4], fitment: ['John Deere 4020'], model: ['4020'], sales: 900 }),
  product(2, { title: 'V-Belt fits John Deere 4020', category: 'V-Belts', categoryIds: [2, 1], fitment: ['John Deere 4020'], model: ['4020'], sales: 1 }),
  product(3, { title: 'Fan Belt for John Deere 4020 Tractors', category: 'Fan Belts', categoryIds: [3, 1], fitment: ['John Deere 4020'], model: ['4020'], sales: 2 }),
  product(4, { title: 'Belt 4L450', category: 'Belts', categoryIds: [1], sales: 3 }),
  product(5, { title: 'Radiator for Ford 8N', category: 'Radiators', categoryIds: [5], fitment: ['Ford 8N'], model: ['8N'], sales: 4 }),
  product(6, { title: 'Oil Filter for Kubota L3901', category: 'Oil Filters', categoryIds: [7, 6], sales: 5 }),
  product(7, { title: 'Seat Belt Retractor Bracket', category: 'Seat Belts', categoryIds: [4], sales: 800 }),
  product(8, { title: 'Bucket Tooth', category: 'Bucket Teeth', categoryIds: [8], sales: 6 }),
  product(9, { title: 'Seat with belt hooks', category: 'Seats', categoryIds: [9], sales: 700 }),
  product(10, { title: 'Fuel Filter for Ford 8N', category: 'Fuel Filters', categoryIds: [10, 6], sales: 7 }),
];
const idx = createSearchIndex(CATALOGUE);
const run = (query: string, extra: SearchRequest = {}) => search(idx, { query, hitsPerPage: 100, sort: 'RELEVANCE', categoryIntent: true, ...extra });
const ids = (query: string, extra: SearchRequest = {}) => run(query, extra).hits.map((h) => h.record.id);

describe('category intent', () => {
  it('ranks the kind the query names first and names it', () => {
    const r = run('jd 4020 belt');
    expect(r.categoryHint).toEqual({ id: 1, name: 'Belts' });
    expect(r.hits.map((h) => h.record.id).slice(0, 2).sort()).toEqual([2, 3]);
    expect(r.hits.map((h) => h.record.id).at(-1)).toBe(1);
    // The hint re-ranks, it does not narrow.
    expect(r.nbHits).toBe(3);
  });

  it('puts the seat belts after the belts for "belts", as the home page asks', () => {
    const top = ids('Belts');
    expect(top.slice(0, 3).sort()).toEqual([2, 3, 4]);
    expect(run('Belts').categoryHint?.name).toBe('Belts');
  });

  it('takes the longest name: fan belt, v-belt, vbelt, seat belt', () => {
    expect(run('fan belt').categoryHint?.name).toBe('Fan Belts');
    expect(ids('fan belt')[0]).toBe(3);
    expect(run('v-belt').categoryHint?.name).toBe('V-Belts');
    expect(run('vbelt').categoryHint?.name).toBe('V-Belts');
    expect(run('v belts').categoryHint?.name).toBe('V-Belts');
    expect(run('seat belt').categoryHint?.name).toBe('Seat Belts');
    expect(ids('seat belt').slice(0, 2).sort()).toEqual([1, 7]);
  });

  it('knows plurals, irregular plurals and synonyms', () => {
    expect(run('radiator').categoryHint?.name).toBe('Radiators');
    expect(run('rad ford').categoryHint?.name).toBe('Radiators');
    expect(run('filters').categoryHint?.name).toBe('Filters');
    expect(ids('filter').sort((a, b) => a - b)).toEqual([6, 10]);
    expect(run('bucket teeth').categoryHint?.name).toBe('Bucket Teeth');
    expect(singularWord('Teeth')).toBe('tooth');
    expect(singularWord('belts')).toBe('belt');
  });

  it('gives no hint when no match is of that kind, or when not asked', () => {
    expect(run('4l450').categoryHint).toBeNull();
    expect(run('seat hooks belt').categoryHint).toBeNull();
    const plain = search(idx, { query: 'jd 4020 belt', hitsPerPage: 100, sort: 'RELEVANCE' });
    expect(plain.categoryHint).toBeUndefined();
    expect(plain.nbHits).toBe(3);
  });

  it('keeps exact part numbers first', () => {
    const parts = createSearchIndex([
      product(1, { title: 'Belt', sku: 'B-100', category: 'Belts', categoryIds: [1] }),
      product(2, { title: 'Seat belt buckle', sku: 'SB-42', category: 'Seat Belts', categoryIds: [4] }),
    ]);
    expect(search(parts, { query: 'belt sb42', categoryIntent: true }).hits.map((h) => h.record.id)).toEqual([2]);
  });
});
