import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductGrid, type GridProduct } from './catalog-product-grid';

const hit = (n: number) =>
  ({
    id: String(n),
    seoName: `part-${n}`,
    name: `Part ${n}`,
    sku: `IY-${n}`,
    manufacturerPartNumber: '',
    brand: null,
    price: 10,
    status: 'IN_STOCK',
    city: null,
    state: null,
    picture: { imageUrl: `/media/product/${n}/500` },
  }) as unknown as GridProduct;

/** The grid's <img> tags, in order. */
function pictures(eagerPictures?: number) {
  const grid = <ProductGrid products={Array.from({ length: 8 }, (_, i) => hit(i + 1))} phone="555" eagerPictures={eagerPictures} />;
  const router = createMemoryRouter([{ path: '/', element: grid }]);
  return [...renderToStaticMarkup(<RouterProvider router={router} />).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
}

describe('product grid pictures', () => {
  it('loads the first cards at once, the very first ahead of everything, and the rest as they scroll into view', () => {
    const imgs = pictures(6);
    expect(imgs).toHaveLength(8);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toContain('fetchPriority="high"');
    expect(imgs[5]).toContain('loading="eager"');
    expect(imgs[5]).not.toContain('fetchPriority');
    expect(imgs[6]).toContain('loading="lazy"');
  });

  it('loads every picture lazily in a grid further down the page', () => {
    for (const img of pictures()) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toContain('fetchPriority');
    }
  });
});
