import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, DEFAULT_DESCRIPTION, DEFAULT_TITLE, pageMeta } from './meta';

const root = { id: 'root', loaderData: { store: { name: 'Ironyard', phone: '', hours: '', publicUrl: 'https://ironyard.example/' } } };

function find(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe('page meta', () => {
  it('uses the defaults: a parts catalogue, customer service, fast shipping, and the 512 by 245 image', () => {
    const tags = pageMeta({ location: { pathname: '/', search: '' }, matches: [root] });
    expect(tags).toContainEqual({ title: DEFAULT_TITLE });
    expect(DEFAULT_TITLE).toMatch(/catalogue/i);
    expect(DEFAULT_DESCRIPTION).toMatch(/customer service/);
    expect(DEFAULT_DESCRIPTION).toMatch(/fast shipping/);
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://ironyard.example/social-512x245.png');
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('512');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('245');
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://ironyard.example/');
  });

  it('appends the store name to a page title and marks pages that must not be indexed', () => {
    const tags = pageMeta({ location: { pathname: '/cart', search: '' }, matches: [root] }, { title: 'Shopping Cart', noindex: true });
    expect(tags).toContainEqual({ title: 'Shopping Cart | Ironyard' });
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
  });

  it('leaves tracking and other stray query keys out of the canonical URL', () => {
    const location = { pathname: '/search/s/p', search: '?utm_source=x&PRODUCTS_MASTER%5Bquery%5D=belt&gclid=1' };
    expect(canonicalUrl('https://ironyard.example', location)).toBe('https://ironyard.example/search/s/p');
    expect(canonicalUrl('https://ironyard.example', location, ['PRODUCTS_MASTER[query]'])).toBe(
      'https://ironyard.example/search/s/p?PRODUCTS_MASTER%5Bquery%5D=belt',
    );
  });

  it('titles the page Page Not Found, not indexed, when its loader threw a 404, whatever the route calls itself', () => {
    const args = { location: { pathname: '/x/c/99999', search: '' }, matches: [root], error: new ErrorResponse(404, 'Not Found', null) };
    const tags = pageMeta(args, { title: 'Category', description: 'Radiators for tractors' });
    expect(tags).toContainEqual({ title: 'Page Not Found | Ironyard' });
    expect(find(tags, 'property', 'og:title')?.content).toBe('Page Not Found | Ironyard');
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
    expect(find(tags, 'name', 'description')?.content).toBe(DEFAULT_DESCRIPTION);
  });

  it('keeps the route’s own title for other failures', () => {
    const args = { location: { pathname: '/admin/x', search: '' }, matches: [root] };
    expect(pageMeta({ ...args, error: new ErrorResponse(403, 'Forbidden', null) }, { title: 'Admin', noindex: true })).toContainEqual({ title: 'Admin | Ironyard' });
    expect(pageMeta({ ...args, error: new Error('boom') }, { title: 'Category', noindex: true })).toContainEqual({ title: 'Category | Ironyard' });
  });
});
