import { describe, expect, it } from 'vitest';
import type { CatalogRepository, CategoryRow } from './catalog.repository';
import type { MachineRepository } from './catalog-machines.repository';
import type { CatalogSearchRepository } from './catalog-search.repository';
import { createCatalogService, MAX_BREADCRUMB_DEPTH } from './catalog.service';

function chain(length: number): CategoryRow[] {
  return Array.from({ length }, (_, i) => ({
    id: i + 1,
    name: `Level ${i + 1}`,
    seoName: `level-${i + 1}`,
    description: '',
    parentCategoryId: i === 0 ? null : i,
    displayOrder: i,
    showOnHomePage: false,
    pictureKind: 'none',
    numberOfProducts: 0,
  }));
}

function service(rows: CategoryRow[]) {
  const repo = { listCategories: async () => rows, listManufacturers: async () => [] } as unknown as CatalogRepository;
  return createCatalogService({ repo, searchReads: {} as CatalogSearchRepository, machines: {} as MachineRepository, states: async () => new Map() });
}

describe('category breadcrumb', () => {
  it('answers a chain of exactly 20 categories from the top down', async () => {
    const s = service(chain(MAX_BREADCRUMB_DEPTH));
    const crumbs = await s.breadcrumb(MAX_BREADCRUMB_DEPTH);
    expect(crumbs).toHaveLength(20);
    expect(crumbs[0].name).toBe('Level 1');
    expect(crumbs[19].name).toBe('Level 20');
  });

  it('stops with an error on a chain of 21', async () => {
    const s = service(chain(MAX_BREADCRUMB_DEPTH + 1));
    await expect(s.breadcrumb(MAX_BREADCRUMB_DEPTH + 1)).rejects.toThrow(/too deep or loops/);
    await expect(s.breadcrumb(MAX_BREADCRUMB_DEPTH)).resolves.toHaveLength(20);
  });

  it('answers null for ids that are not positive integers', async () => {
    const s = service(chain(3));
    for (const id of ['0', '-2', '1.5', 'x', '12345678901']) expect(await s.category(id)).toBeNull();
    expect((await s.category('2'))?.name).toBe('Level 2');
  });
});
