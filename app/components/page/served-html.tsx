import { useState, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

let pageHydrated = false;

/** Called by the root layout once the page has hydrated: what mounts later is a client render. */
export function markPageHydrated() {
  pageHydrated = true;
}

/** A value no data is equal to: the part was not served with the page. */
const NOT_SERVED = Symbol('not served');

type Tag = 'div' | 'ul' | 'section' | 'footer';

type Props<T extends Tag> = Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'> & {
  as?: T;
  /** What the children are made of (loader data, compared by identity, or a string of it): while it stays the one the page was served with, the served markup stays. */
  data: unknown;
  children: ReactNode;
};

/**
 * Markup that never changes in the browser while its data stays the same (product grids, link
 * lists): the server renders the children, hydration keeps that markup as it is without building
 * or checking it, and a click on one of its links is a router navigation as with `<Link>`. Once
 * the data changes (a client navigation, a revalidation), the children render as usual; a part
 * that mounts after hydration always does. The children must not hold state, effects or handlers:
 * the served markup has none.
 */
export function ServedHtml<T extends Tag = 'div'>({ as, data, children, ...rest }: Props<T>) {
  const Tag = (as ?? 'div') as 'div';
  const attrs = rest as ComponentPropsWithoutRef<'div'>;
  // Read once, on the first render: the data the server rendered with when this render hydrates.
  const [served] = useState<unknown>(() => (typeof document !== 'undefined' && !pageHydrated ? data : NOT_SERVED));
  const navigate = useNavigate();
  if (served !== data) {
    return (
      <Tag key="rendered" {...attrs}>
        {children}
      </Tag>
    );
  }
  const follow = (e: MouseEvent<HTMLElement>) => {
    attrs.onClick?.(e as MouseEvent<HTMLDivElement>);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    const link = (e.target as Element).closest('a[href]') as HTMLAnchorElement | null;
    if (!link || !e.currentTarget.contains(link) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  // The server's markup stays: React neither builds nor compares what is inside an element with inner HTML.
  return <Tag key="served" {...attrs} onClick={follow} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
