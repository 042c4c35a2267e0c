import type { ReactNode } from 'react';
import type { ContentPage } from '../help-content';

/** The table of contents of a long page: anchors to its sections, so a section can be linked to. */
export function HelpToc({ toc }: { toc: ContentPage['toc'] }) {
  if (toc.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-md border border-gray-200 bg-gray-50 p-4 text-sm lg:sticky lg:top-4">
      <h2 id="toc-title" className="font-bold">
        On this page
      </h2>
      <ul className="mt-2 space-y-1">
        {toc.map((e) => (
          <li key={e.id} className={e.depth === 3 ? 'pl-4' : undefined}>
            <a href={`#${e.id}`} className="inline-flex min-h-8 items-center text-ink-700 underline-offset-2 hover:underline">
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A content page: the HTML the server rendered from Markdown (raw HTML in a file is escaped there,
 * so it is safe to insert), with its table of contents beside it when long.
 */
export function HelpArticle({ page, before, children }: { page: ContentPage; before?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6 md:px-6">
      {before}
      <div className={page.toc.length > 0 ? 'gap-10 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem]' : undefined}>
        <div className="min-w-0">
          <article className="content-prose" dangerouslySetInnerHTML={{ __html: page.html }} />
          {children}
        </div>
        {page.toc.length > 0 && (
          <div className="order-last mt-8 lg:mt-0">
            <HelpToc toc={page.toc} />
          </div>
        )}
      </div>
    </div>
  );
}
