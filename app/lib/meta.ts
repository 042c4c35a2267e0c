import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { RootData } from './root-data';

/** Spec 1 §2 / spec 2 §2: the defaults speak of a parts catalogue, customer service and fast shipping. */
export const DEFAULT_TITLE = 'Ironyard | Heavy Equipment Parts Catalogue, Friendly Customer Service, Fast Shipping';
export const DEFAULT_DESCRIPTION =
  'Find replacement parts for construction, agricultural and industrial machinery in an easy-to-search parts catalogue, with friendly customer service and fast shipping.';

/** Spec: the default social image is 512 by 245. */
export const DEFAULT_SOCIAL_IMAGE = {
  path: '/social-512x245.png',
  width: 512,
  height: 245,
  alt: 'Ironyard: heavy-duty parts for heavy-duty performance',
};

const SITE_NAME = 'Ironyard';

/** The title of the 404 page (spec 2 §8: an unknown route shows Page Not Found). */
export const NOT_FOUND_TITLE = 'Page Not Found';

export interface PageMetaOptions {
  /** The page's own title; the store's name is appended. Default: the store's default title. */
  title?: string;
  description?: string;
  /** A picture for social cards: a root-relative path or an absolute URL, with its size. */
  image?: { url: string; width: number; height: number; alt?: string };
  /** Open Graph type: website by default, product on product pages. */
  type?: 'website' | 'product' | 'article';
  /** Query parameters that make a different page (e.g. the search query); every other one is left out. */
  canonicalParams?: string[];
  /** Pages that must not be indexed (404, account, checkout). */
  noindex?: boolean;
}

/** What a route's `meta` function receives, as far as this helper needs it. */
export interface MetaArgsLike {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  /** What the loader threw, when the page is an error boundary's. */
  error?: unknown;
}

/** Whether the page shows the 404 page: a loader threw a 404 (an unknown id, a wrong path). */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function rootData(args: MetaArgsLike): RootData | undefined {
  return args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

function absolute(base: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The canonical URL: the public address and path, without tracking or other stray query keys. */
export function canonicalUrl(publicUrl: string, location: MetaArgsLike['location'], keep: string[] = []): string {
  const base = publicUrl.replace(/\/+$/, '');
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const key of keep) for (const value of params.getAll(key)) kept.append(key, value);
  const query = kept.toString();
  return `${base}${location.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags for one page. Every route's
 * `meta` returns this (React Router renders only the deepest route's meta). When the route's
 * loader threw a 404, the page is the 404 page, whatever the route would call itself: the one
 * place that says so, since a route with its own error boundary (a category) gets its meta
 * called for the 404 too.
 */
export function pageMeta(args: MetaArgsLike, pageOpts: PageMetaOptions = {}): MetaDescriptor[] {
  const opts: PageMetaOptions = isNotFound(args.error) ? { title: NOT_FOUND_TITLE, noindex: true } : pageOpts;
  const root = rootData(args);
  const siteName = root?.store.name ?? SITE_NAME;
  const title = opts.title ? `${opts.title} | ${siteName}` : DEFAULT_TITLE;
  const description = opts.description ?? DEFAULT_DESCRIPTION;
  const publicUrl = (root?.store.publicUrl ?? '').replace(/\/+$/, '');
  const url = canonicalUrl(publicUrl, args.location, opts.canonicalParams);
  const image = opts.image ?? { ...DEFAULT_SOCIAL_IMAGE, url: DEFAULT_SOCIAL_IMAGE.path };
  const imageUrl = absolute(publicUrl, image.url);
  const imageAlt = image.alt ?? DEFAULT_SOCIAL_IMAGE.alt;

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
