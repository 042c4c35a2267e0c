import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './vite-first-load-chunks';

const APP = '/store/app';

/** A module graph as the build sees it: each module's static imports; entries are marked. */
function metaOf(graph: Record<string, string[]>, entries: string[], dynamic: Record<string, string[]> = {}): ManualChunkMeta {
  const info = (id: string) =>
    ({ id, isEntry: entries.includes(id), importedIds: graph[id] ?? [], dynamicallyImportedIds: dynamic[id] ?? [] }) as unknown as ModuleInfo;
  return { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: (id: string) => (id in graph ? info(id) : null) };
}

const graph = {
  [`${APP}/entry.client.tsx`]: ['react-dom', 'react-router'],
  [`${APP}/root.tsx`]: ['react', 'react-router', `${APP}/header.tsx`],
  [`${APP}/header.tsx`]: ['react', `${APP}/money.ts`],
  react: [],
  'react-dom': ['react'],
  'react-router': ['react'],
  [`${APP}/money.ts`]: [],
  [`${APP}/routes/product.tsx`]: ['react', `${APP}/cart-button.tsx`, `${APP}/product-only.tsx`],
  [`${APP}/routes/home.tsx`]: ['react', `${APP}/cart-button.tsx`, `${APP}/search-facets.tsx`],
  [`${APP}/routes/admin.tsx`]: ['react', `${APP}/admin-table.tsx`, `${APP}/cart-button.tsx`, `${APP}/search-facets.tsx`],
  [`${APP}/cart-button.tsx`]: ['react', `${APP}/quantity.ts`, `${APP}/money.ts`],
  [`${APP}/quantity.ts`]: [],
  [`${APP}/product-only.tsx`]: [],
  [`${APP}/admin-table.tsx`]: [],
  [`${APP}/search-facets.tsx`]: [`${APP}/search-url.ts`, `${APP}/quantity.ts`],
  [`${APP}/search-url.ts`]: [],
  [`${APP}/lazy-panel.tsx`]: [`${APP}/quantity.ts`],
};
const entries = [`${APP}/entry.client.tsx`, `${APP}/root.tsx`, `${APP}/routes/product.tsx`, `${APP}/routes/home.tsx`, `${APP}/routes/admin.tsx`];

function chunksOf(landing: string[]) {
  const meta = metaOf(graph, entries, { [`${APP}/header.tsx`]: [`${APP}/lazy-panel.tsx`] });
  const chunk = firstLoadChunks(APP, landing);
  return Object.fromEntries(Object.keys(graph).map((id) => [id.replace(`${APP}/`, ''), chunk(id, meta) ?? null]));
}

describe('firstLoadChunks', () => {
  it('puts what the entry and the root import into the shell, and what two landing pages share into the first one’s shared chunk', () => {
    expect(chunksOf(['routes/product.tsx', 'routes/home.tsx'])).toEqual({
      'entry.client.tsx': null,
      'root.tsx': null,
      'header.tsx': 'shell',
      react: 'shell',
      'react-dom': 'shell',
      'react-router': 'shell',
      // Shared with the shell: it stays there, so the shell imports no other chunk.
      'money.ts': 'shell',
      'routes/product.tsx': null,
      'routes/home.tsx': null,
      'routes/admin.tsx': null,
      // Shared by the two landing pages, with what it imports.
      'cart-button.tsx': 'shared-product',
      'quantity.ts': 'shared-product',
      'product-only.tsx': null,
      'admin-table.tsx': null,
      // Only home among the landing pages imports them.
      'search-facets.tsx': null,
      'search-url.ts': null,
      // Loaded with import() only: its own chunk.
      'lazy-panel.tsx': null,
    });
  });

  it('gives a later page’s chunk what it shares without the earlier pages', () => {
    const chunks = chunksOf(['routes/product.tsx', 'routes/home.tsx', 'routes/admin.tsx']);
    expect(chunks['cart-button.tsx']).toBe('shared-product');
    expect(chunks['admin-table.tsx']).toBeNull();
    expect(chunks['search-facets.tsx']).toBe('shared-home');
    expect(chunks['search-url.ts']).toBe('shared-home');
  });

  it('leaves a module imported by one landing page and other pages where the build puts it', () => {
    const chunks = chunksOf(['routes/product.tsx']);
    expect(chunks['cart-button.tsx']).toBeNull();
    expect(chunks['quantity.ts']).toBeNull();
  });

  it('refuses a landing page that is not in the build, rather than splitting as before without a word', () => {
    expect(() => chunksOf(['routes/gone.tsx', 'routes/home.tsx'])).toThrow(/routes\/gone\.tsx was not found/);
  });
});
