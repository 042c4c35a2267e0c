import { describe, expect, it } from 'vitest';
import { categoryPath, subtreeNames } from './catalog-category';

const TREE = [
  { id: '1', name: 'Engine Components', parentCategoryId: null },
  { id: '2', name: 'Pistons', parentCategoryId: 1 },
  { id: '3', name: 'Gaskets', parentCategoryId: 1 },
  { id: '4', name: 'Head Gaskets', parentCategoryId: 3 },
  { id: '5', name: 'Belts', parentCategoryId: null },
];

describe('category subtree', () => {
  it('names the category and everything under it, and nothing beside it', () => {
    expect(subtreeNames('1', TREE).sort()).toEqual(['Engine Components', 'Gaskets', 'Head Gaskets', 'Pistons']);
    expect(subtreeNames('5', TREE)).toEqual(['Belts']);
  });

  it('stops on a looping tree', () => {
    const looped = [...TREE, { id: '6', name: 'Loop', parentCategoryId: 7 }, { id: '7', name: 'Back', parentCategoryId: 6 }];
    expect(subtreeNames('6', looped).sort()).toEqual(['Back', 'Loop']);
  });

  it('builds browse and search-within addresses', () => {
    expect(categoryPath({ id: '12', seoName: 'belts' })).toBe('/belts/c/12');
    expect(categoryPath({ id: '12', seoName: 'belts' }, true)).toBe('/belts/s/c/12');
  });
});
